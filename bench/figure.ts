/** One measured figure of a benchmark, as printed in the table and written to `bench/results.json`. */
export interface Figure {
  /** Stable id, e.g. `emulator.simple-get.throughput`. */
  name: string;
  /** What was measured, in words an editor or reviewer understands. */
  label: string;
  value: number;
  /** Unit of `value`, e.g. `req/s`, `ms`, `KB`, `requests`. */
  unit: string;
  /** The goal in words, e.g. `>= 2000 req/s`; omitted when the figure is informational. */
  goal?: string;
  /** Whether the goal is met; omitted when there is no goal. */
  pass?: boolean;
}

/** A benchmark module: `bench/<name>.bench.ts` default-exports one of these. */
export type Benchmark = () => Promise<Figure[]>;
