import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Which projects' files start first. The journeys are the suite's longest files (a minute or more each, the
 * admin file several), so they start at once and the short api and unit files fill the workers at the end;
 * Vitest's own order (projects by name) started the journeys only after every api file, four minutes in,
 * and the run ended on a tail of long journeys. The two api projects do not take turns: their workers
 * (isolate: false) import the app once and take file after file of their project, and a file of the other
 * project in between starts a new worker that imports it all again.
 */
const projectRank: Record<string, number> = {
  "e2e-serial": 0,
  e2e: 1,
  "e2e-2": 1,
  "api-postgres": 2,
  api: 3,
  unit: 4,
};

/**
 * Longest work first across projects. Within a project the base order stands (longest by the last run's
 * times, or largest file when there is none); projects of one rank take turns, so both journey apps are busy
 * together.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const placeInProject = new Map<TestSpecification, number>();
    const seenInProject = new Map<string, number>();
    for (const file of sorted) {
      const seen = seenInProject.get(file.project.name) ?? 0;
      placeInProject.set(file, seen);
      seenInProject.set(file.project.name, seen + 1);
    }
    const rank = (file: TestSpecification) => projectRank[file.project.name] ?? Number.MAX_SAFE_INTEGER;
    const place = (file: TestSpecification) => placeInProject.get(file) ?? 0;
    return sorted.sort((a, b) => rank(a) - rank(b) || place(a) - place(b));
  }
}
