/** Spec 1 §4: backup codes are saved as codes.txt. */
export const BACKUP_CODES_FILE = 'codes.txt';

export function downloadBackupCodes(codes: string[]): void {
  const blob = new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = BACKUP_CODES_FILE;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on a later tick: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The manual-entry secret in groups of 4 (spec 1 §4), easier to copy by hand. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}
