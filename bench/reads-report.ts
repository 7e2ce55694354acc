import type { Figures } from "./load";

export interface Row {
  name: string;
  figures: Figures;
  /** Printed at the end of the line. */
  detail?: string;
}

export interface TargetLine {
  label: string;
  met: boolean;
  measured: string;
}

function ratioText(figures: Figures, reference: Figures) {
  return `${((figures.requestsPerSecond / reference.requestsPerSecond) * 100).toFixed(0)} %`;
}

function line(name: string, figures: Figures, ratio: string, target: string) {
  return (
    `  ${name.padEnd(46)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${figures.p99Ms.toFixed(0).padStart(4)} ms` +
    `  ${ratio.padStart(6)}  ${target}`
  );
}

/** The reads of one kind as a table against their reference, and the target lines they give. */
export function printTable(
  title: string,
  reference: Row,
  rows: Row[],
  target: { minRatio: number; maxP99Ms: number; p99Text: string },
): TargetLine[] {
  console.log(title);
  console.log(line(`${reference.name} (reference)`, reference.figures, "100 %", reference.detail ?? ""));
  const targets: TargetLine[] = [];
  for (const row of rows) {
    const ratio = row.figures.requestsPerSecond / reference.figures.requestsPerSecond;
    console.log(
      line(
        row.name,
        row.figures,
        ratioText(row.figures, reference.figures),
        `target ≥ ${target.minRatio * 100} %, p99 ≤ ${target.maxP99Ms.toFixed(0)} ms`,
      ),
    );
    targets.push(
      {
        label: `${row.name}: ≥ ${target.minRatio * 100} % of ${reference.name}`,
        met: ratio >= target.minRatio,
        measured: `${(ratio * 100).toFixed(0)} %`,
      },
      {
        label: `${row.name}: p99 ≤ ${target.p99Text} (${target.maxP99Ms.toFixed(0)} ms)`,
        met: row.figures.p99Ms <= target.maxP99Ms,
        measured: `${row.figures.p99Ms} ms`,
      },
    );
  }
  return targets;
}

export function printTargets(targets: TargetLine[]) {
  console.log("Targets (printed, not asserted):");
  for (const target of targets) {
    console.log(`  ${target.met ? "met    " : "NOT met"}  ${target.label}: ${target.measured}`);
  }
}
