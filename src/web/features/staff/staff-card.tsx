import type { StaffInvitation, StaffList } from "@shared/staff";
import { Info } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useFormat } from "@/lib/format";
import { useStaff } from "./api/staff";
import "./catalog";
import { InvitationLink } from "./invitation-link";
import { InviteStaffForm } from "./invite-staff-form";
import { ShopActivity } from "./shop-activity";
import { StaffInvitationItem } from "./staff-invitation-item";
import { StaffMemberItem } from "./staff-member-item";

/**
 * DESIGN 35, the owner's settings: who works in the shop with which role, the invitations not yet accepted, and
 * the invite form while the plan's staff allowance has room (members and open invitations count).
 */
export function StaffCard() {
  const { t } = useTranslation();
  const staff = useStaff();
  return (
    <Card role="region" aria-labelledby="staff-card-title">
      <CardHeader>
        <CardTitle id="staff-card-title">{t("staff.card.title")}</CardTitle>
        <CardDescription>{t("staff.card.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {staff.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
            <Spinner />
            {t("staff.card.loading")}
          </p>
        ) : staff.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-danger text-sm">
            {t("staff.card.loadFailed")}
            <Button variant="outline" size="sm" onClick={() => void staff.refetch()}>
              {t("staff.card.retry")}
            </Button>
          </div>
        ) : (
          <StaffLists staff={staff.data} />
        )}
      </CardContent>
    </Card>
  );
}

function StaffLists({ staff }: { staff: StaffList }) {
  const { t } = useTranslation();
  // The invitation just sent keeps its link in sight, also when it took the plan's last place (the form gives way).
  const [sent, setSent] = useState<StaffInvitation | null>(null);
  const full = staff.allowance !== null && staff.used >= staff.allowance;
  return (
    <>
      <AllowanceLine staff={staff} />
      <section aria-labelledby="staff-members-title" className="flex flex-col gap-2">
        <h4 id="staff-members-title" className="font-semibold text-sm">
          {t("staff.members.title")}
        </h4>
        {staff.members.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("staff.members.empty")}</p>
        ) : (
          <ul aria-labelledby="staff-members-title" className="flex flex-col gap-2">
            {staff.members.map((member) => (
              <StaffMemberItem key={member.user_id} member={member} />
            ))}
          </ul>
        )}
      </section>
      {staff.invitations.length > 0 && (
        <section aria-labelledby="staff-invitations-title" className="flex flex-col gap-2">
          <h4 id="staff-invitations-title" className="font-semibold text-sm">
            {t("staff.invitations.title")}
          </h4>
          <ul aria-labelledby="staff-invitations-title" className="flex flex-col gap-2">
            {staff.invitations.map((invitation) => (
              <StaffInvitationItem key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        </section>
      )}
      {sent?.url && <InvitationLink invitation={sent} url={sent.url} onDone={() => setSent(null)} />}
      {full ? <NoRoomNote none={staff.allowance === 0} /> : <InviteStaffForm onSent={setSent} />}
      <ShopActivity />
    </>
  );
}

function AllowanceLine({ staff }: { staff: StaffList }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (staff.allowance === 0) return null;
  return (
    <p className="text-muted-foreground text-sm">
      {staff.allowance === null
        ? t("staff.card.unlimited", { used: format.number(staff.used) })
        : t("staff.card.used", { used: format.number(staff.used), allowance: format.number(staff.allowance) })}
    </p>
  );
}

/** The plan allows no staff (free) or no more: the way to a bigger plan instead of the form. */
function NoRoomNote({ none }: { none: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm">
      <Info aria-hidden="true" className="size-4 shrink-0 text-amber-600 dark:text-amber-400" />
      <p className="min-w-0 flex-1 basis-52">{t(none ? "staff.card.none" : "staff.card.full")}</p>
      <Button asChild size="sm" variant="outline">
        <Link to="/subscriptions">{t("staff.card.upgrade")}</Link>
      </Button>
    </div>
  );
}
