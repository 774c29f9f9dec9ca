/** One entry of a chart's legend, as recharts hands it to a legend's `content`. */
export interface ChartLegendEntry {
  value?: unknown;
  color?: string;
}

/**
 * A chart's legend for recharts' `<Legend content={<ChartLegend />} />`: a swatch and the series'
 * name. recharts' own legend names each swatch "<series> legend icon", in English on every page;
 * here the swatch is decoration and the (translated) name is the only text.
 */
export function ChartLegend({ payload }: { payload?: readonly ChartLegendEntry[] }) {
  if (!payload?.length) return null;
  return (
    <ul
      className="ds-chart-legend"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 12,
        justifyContent: 'center',
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {payload.map((entry) => (
        <li key={String(entry.value)} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <span
            aria-hidden="true"
            style={{ width: 10, height: 10, borderRadius: 2, background: entry.color }}
          />
          <span style={{ color: entry.color }}>{String(entry.value ?? '')}</span>
        </li>
      ))}
    </ul>
  );
}
