import type { YAxisProps } from 'recharts'

/** The y axis of every analytics chart: scores 0 to 10, labelled, the same in each. */
export const scoreAxis = {
  domain: [0, 10],
  ticks: [0, 2, 4, 6, 8, 10],
  allowDecimals: false,
  width: 48,
  tick: { fontSize: 11, fill: '#334155' },
  label: {
    value: 'Score (1–10)',
    angle: -90,
    position: 'insideLeft',
    offset: 10,
    fill: '#334155',
    fontSize: 12,
    style: { textAnchor: 'middle' },
  },
} satisfies YAxisProps
