import dayjs from 'dayjs';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { emailReportConstants as C, type EmailReportActivity } from '@ensemble/contracts';

const HEIGHT = 280;

/**
 * The activity line chart (recharts, loaded lazily by ActivityPanel). Hours read 'MM/DD hh A', days MM/DD/YYYY;
 * the tooltip gives the full date.
 */
export default function ActivityChart({ activity, title }: { activity: EmailReportActivity; title: string }) {
  const hourly = activity.bucket === 'hour';
  const data = activity.points.map((p) => ({
    at: p.at,
    label: dayjs(p.at).format(hourly ? 'MM/DD hh A' : C.dateFormat),
    Opens: p.opens,
    Clicks: p.clicks,
  }));
  // A line of one point draws nothing: dots, while there are few enough to tell apart.
  const dot = data.length <= 24 ? { r: 3 } : false;
  return (
    <figure aria-label={title} data-testid="email-report-chart" style={{ margin: 0 }}>
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 640, height: HEIGHT }}>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" minTickGap={16} />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip
            labelFormatter={(_label, payload) => {
              const at = (payload?.[0]?.payload as { at?: string } | undefined)?.at;
              return at ? dayjs(at).format(hourly ? C.dateTimeFormat : C.dateFormat) : '';
            }}
          />
          <Legend itemSorter={null} />
          <Line
            type="monotone"
            dataKey="Opens"
            stroke="#1677ff"
            strokeWidth={2}
            dot={dot}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="Clicks"
            stroke="#52c41a"
            strokeWidth={2}
            dot={dot}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
