// The admin panel's journeys read lists and figures of the whole app, which other journeys would change
// under them: they run on their own app (the e2e-admin project's), one after another. One file holds them
// because Vitest runs a project whose files may not run in parallel only after every other file has
// finished, which made them a 2-4 minute tail on one core; as one file they run beside the other journeys.
import "./admin/admin-block.journey";
import "./admin/admin-panel.journey";
import "./admin/careers.journey";
import "./admin/support-desk.journey";
import "./admin/transactions-page.journey";
