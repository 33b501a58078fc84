import type { Histogram, Registry } from 'prom-client';

/** One series of a histogram: how many values fell in each bucket (the last is +Inf), their sum and number. */
export class Series {
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(
    readonly labels: Readonly<Record<string, string>>,
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Float64Array(bounds.length + 1);
  }

  /** Counts one value: a walk over the bounds and three additions, nothing allocated. */
  record(value: number): void {
    const { bounds } = this;
    let i = 0;
    while (i < bounds.length && value > (bounds[i] as number)) i += 1;
    this.counts[i] = (this.counts[i] as number) + 1;
    this.sum += value;
    this.count += 1;
  }

  /** The cumulative buckets (upper bound, values at most it), +Inf last, as Prometheus states them. */
  cumulative(): { le: number; count: number }[] {
    let below = 0;
    return [...this.bounds, Number.POSITIVE_INFINITY].map((le, i) => {
      below += this.counts[i] as number;
      return { le, count: below };
    });
  }
}

/**
 * A Prometheus histogram whose series are kept here, for code that records on every request: prom-client's
 * own `observe` builds a label object, checks it and hashes it into a string on each call (0.55-0.85 µs a call
 * on the 2-core machine, where the monitoring plugin's whole hook, this `Series.record` included, takes
 * 60-180 ns). The caller keeps the `Series` of each label set it records to. A prom-client Registry reads it
 * as it reads its own histograms: through `get()`, the same `{name, help, type, values}` with the `_bucket`,
 * `_sum` and `_count` lines.
 */
export class KeptHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly name: string;
  readonly help: string;
  private readonly bounds: readonly number[];
  private readonly all: Series[] = [];

  /** As prom-client's metrics are made: registered with each of `registers` (which read only what is below). */
  constructor(config: { name: string; help: string; buckets: readonly number[]; registers: Registry[] }) {
    this.name = config.name;
    this.help = config.help;
    this.bounds = config.buckets;
    for (const registry of config.registers) registry.registerMetric(this as unknown as Histogram);
  }

  /** A new series with these labels (the caller keeps it: asking twice makes two). */
  series(labels: Readonly<Record<string, string>> = {}): Series {
    const series = new Series(labels, this.bounds);
    this.all.push(series);
    return series;
  }

  get allSeries(): readonly Series[] {
    return this.all;
  }

  async get() {
    const values = this.all.flatMap((series) => [
      ...series.cumulative().map(({ le, count }) => ({
        labels: { le: le === Number.POSITIVE_INFINITY ? '+Inf' : le, ...series.labels },
        value: count,
        metricName: `${this.name}_bucket`,
      })),
      { labels: series.labels, value: series.sum, metricName: `${this.name}_sum` },
      { labels: series.labels, value: series.count, metricName: `${this.name}_count` },
    ]);
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    for (const series of this.all) {
      series.counts.fill(0);
      series.sum = 0;
      series.count = 0;
    }
  }
}

/** The cumulative buckets of several series of one histogram taken together (a route's statuses, say). */
export function cumulativeOf(series: readonly Series[]): { le: number; count: number }[] {
  const [first, ...rest] = series.map((one) => one.cumulative());
  return (first ?? []).map(({ le, count }, i) => ({
    le,
    count: rest.reduce((sum, buckets) => sum + (buckets[i]?.count ?? 0), count),
  }));
}

/**
 * The q-quantile of cumulative buckets (upper bound and count, ascending, +Inf last), estimated as
 * Prometheus's histogram_quantile does: linearly inside the bucket it falls in; the highest finite bound
 * when it falls in +Inf.
 */
export function quantileOf(q: number, buckets: readonly { le: number; count: number }[]): number {
  const total = buckets.at(-1)?.count ?? 0;
  if (total === 0) return 0;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const { le, count } of buckets) {
    if (count >= rank) {
      if (le === Number.POSITIVE_INFINITY) return lower;
      return lower + (le - lower) * ((rank - below) / (count - below));
    }
    lower = le;
    below = count;
  }
  return lower;
}
