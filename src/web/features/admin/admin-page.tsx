import { AdminActionsRecord } from "./admin-actions-record";
import { AdminHeader } from "./admin-header";
import { AdminOnly } from "./admin-only";
import { AdminStats } from "./admin-stats";
import { AdminTabs } from "./admin-tabs";

/** /admin: the platform's figures, the four tabs of 000 §2 and the record of admin actions. */
export function AdminPage() {
  return (
    <AdminOnly>
      {(admin) => (
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-10">
          <AdminHeader />
          <AdminStats />
          <AdminTabs selfId={admin.id} />
          <AdminActionsRecord />
        </div>
      )}
    </AdminOnly>
  );
}
