import { type StaffMember, staffRoles } from "@shared/staff";
import { UserMinus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useRemoveStaff } from "./api/staff-remove";
import { useChangeStaffRole } from "./api/staff-role-change";

/** One member: name, e-mail, the role (saved as soon as it is changed) and Remove, asked first. */
export function StaffMemberItem({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  const format = useFormat();
  const changeRole = useChangeStaffRole();
  const remove = useRemoveStaff();
  const selectId = `staff-role-${member.user_id}`;

  function change(value: string) {
    const role = staffRoles.find((known) => known === value);
    if (!role || role === member.role) return;
    changeRole.mutate(
      { userId: member.user_id, role },
      {
        onSuccess: () =>
          toast.success(t("staff.members.roleSaved", { name: member.name, role: t(`staff.roles.${role}`) })),
        onError: (error) =>
          toast.error(t("staff.members.roleFailed"), { description: apiErrorMessage(t, error, format.locale) }),
      },
    );
  }

  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <p className="font-medium [overflow-wrap:anywhere]">{member.name}</p>
        <p dir="ltr" className="text-start text-muted-foreground text-sm [overflow-wrap:anywhere] rtl:text-end">
          {member.email}
        </p>
        <p className="text-muted-foreground text-xs">
          {t("staff.members.joined", { date: format.date(member.joined_at) })}
        </p>
      </div>
      <div className="flex items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1.5 sm:w-44 sm:flex-none">
          <Label htmlFor={selectId}>
            {t("staff.members.role")}
            <span className="sr-only"> {member.name}</span>
          </Label>
          <NativeSelect
            id={selectId}
            value={changeRole.isPending ? changeRole.variables.role : member.role}
            disabled={changeRole.isPending}
            onChange={(event) => change(event.target.value)}
          >
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {t(`staff.roles.${role}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <ConfirmDeleteDialog
          trigger={
            <Button variant="outline" aria-label={t("staff.members.removeLabel", { name: member.name })}>
              <UserMinus aria-hidden="true" />
              {t("staff.members.remove")}
            </Button>
          }
          title={t("staff.members.removeTitle", { name: member.name })}
          description={t("staff.members.removeDescription")}
          cancelLabel={t("staff.members.keep")}
          confirmLabel={t("staff.members.remove")}
          confirmIcon={<UserMinus aria-hidden="true" />}
          onConfirm={() =>
            remove.mutateAsync(member.user_id).then(
              () => {
                toast.success(t("staff.members.removed", { name: member.name }));
                return true;
              },
              (error: unknown) => {
                toast.error(t("staff.members.removeFailed"), {
                  description: apiErrorMessage(t, error, format.locale),
                });
                return false;
              },
            )
          }
        />
      </div>
    </li>
  );
}
