import dayjs from 'dayjs';

export function formatDate(iso: string): string {
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : iso;
}

/** One line of the message for the table: the subject of an email, the start of a text. */
export function preview(subject: string | null, text: string, max = 90): string {
  const source = subject && subject.trim() ? subject : text;
  const line = source.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
