import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Which projects' files start first. The admin journeys are the suite's longest file (several minutes on one
 * worker), so they start at once, beside the api files, and no longer end the run on a tail of one busy
 * core (Vitest's order by project name started them last). The other journeys follow the api files: three
 * journeys at once (a Chromium and an app each) were already the most two cores carry, and a run that began
 * with them all took longer. The two api projects do not take turns: their workers (isolate: false) import
 * the app once and take file after file of their project, and a file of the other project in between starts
 * a new worker that imports it all again.
 */
const projectRank: Record<string, number> = {
  "e2e-serial": 0,
  "api-postgres": 1,
  api: 2,
  e2e: 3,
  "e2e-2": 3,
  unit: 4,
};

/**
 * Projects in `projectRank`'s order. Within a project the base order stands (longest by the last run's times,
 * or largest file when there is none); projects of one rank take turns, so both journey apps are busy together.
 */
export class SuiteSequencer extends BaseSequencer {
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
