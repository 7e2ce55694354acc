import type { StaffInvitation } from "@shared/staff";
import { MailX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useWithdrawInvitation } from "./api/staff-invitation-withdraw";

/** An invitation not yet accepted: the address, the role, until when it can be accepted, and Withdraw. */
export function StaffInvitationItem({ invitation }: { invitation: StaffInvitation }) {
  const { t } = useTranslation();
  const format = useFormat();
  const withdraw = useWithdrawInvitation();

  function withdrawIt() {
    withdraw.mutate(invitation.id, {
      onSuccess: () => toast.success(t("staff.invitations.withdrawn")),
      onError: (error) =>
        toast.error(t("staff.invitations.withdrawFailed"), { description: apiErrorMessage(t, error, format.locale) }),
    });
  }

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-dashed p-3">
      <div className="min-w-0 flex-1 basis-48">
        <p dir="ltr" className="text-start font-medium text-sm [overflow-wrap:anywhere] rtl:text-end">
          {invitation.email}
        </p>
        <p className="text-muted-foreground text-xs">
          {t(`staff.roles.${invitation.role}`)} ·{" "}
          {t("staff.invitations.validUntil", { date: format.date(invitation.expires_at) })}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={withdrawIt}
        disabled={withdraw.isPending}
        aria-label={t("staff.invitations.withdrawLabel", { email: invitation.email })}
      >
        {withdraw.isPending ? <Spinner /> : <MailX aria-hidden="true" />}
        {t("staff.invitations.withdraw")}
      </Button>
    </li>
  );
}
