import { zodResolver } from "@hookform/resolvers/zod";
import { type StaffInvitation, type StaffInviteValues, staffInviteSchema, staffRoles } from "@shared/staff";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useInviteStaff } from "./api/staff-invite";

/** The messages the invite schema and the server give the e-mail field, as `staff.invite.errors.*` keys. */
const emailErrors = ["emailInvalid", "inviteSelf"] as const;
const emailErrorKey = (message: string) => emailErrors.find((key) => key === message) ?? "invalid";

/** DESIGN 35: invite an address with a role; `onSent` gets the invitation, whose link the card shows. */
export function InviteStaffForm({ onSent }: { onSent: (invitation: StaffInvitation) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const invite = useInviteStaff();
  const { register, handleSubmit, formState, setError, reset } = useForm<StaffInviteValues, unknown, StaffInviteValues>(
    {
      resolver: zodResolver(staffInviteSchema),
      defaultValues: { email: "", role: "orders" },
    },
  );
  const emailError = formState.errors.email?.message;

  async function submit(values: StaffInviteValues) {
    try {
      const invitation = await invite.mutateAsync(values);
      toast.success(t("staff.invite.sent"));
      onSent(invitation);
      reset({ email: "", role: values.role });
    } catch (error) {
      const issue = error instanceof ApiError ? error.issues.find((item) => item.path === "email") : undefined;
      if (issue) setError("email", { type: "server", message: issue.message });
      else toast.error(t("staff.invite.failed"), { description: apiErrorMessage(t, error, format.locale) });
    }
  }

  return (
    <section aria-labelledby="staff-invite-title" className="flex flex-col gap-3 border-t pt-4">
      <h4 id="staff-invite-title" className="font-semibold text-sm">
        {t("staff.invite.title")}
      </h4>
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="staff-invite-email"
          label={t("staff.invite.email")}
          required
          error={emailError === undefined ? undefined : t(`staff.invite.errors.${emailErrorKey(emailError)}`)}
        >
          {(control) => (
            <Input
              {...control}
              {...register("email")}
              type="email"
              dir="ltr"
              autoComplete="off"
              inputMode="email"
              className="text-start"
              maxLength={254}
            />
          )}
        </FormField>
        <div className="grid min-w-0 content-start gap-2">
          <Label htmlFor="staff-invite-role">{t("staff.invite.role")}</Label>
          <NativeSelect id="staff-invite-role" aria-describedby="staff-invite-roles" {...register("role")}>
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {t(`staff.roles.${role}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <ul id="staff-invite-roles" className="grid gap-1 text-muted-foreground text-xs leading-relaxed sm:col-span-2">
          {staffRoles.map((role) => (
            <li key={role}>
              <span className="font-medium text-foreground">{t(`staff.roles.${role}`)}</span>:{" "}
              {t(`staff.roleDoes.${role}`)}
            </li>
          ))}
        </ul>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={invite.isPending} aria-busy={invite.isPending || undefined}>
            {invite.isPending ? <Spinner /> : <Send aria-hidden="true" className="rtl:-scale-x-100" />}
            {t(invite.isPending ? "staff.invite.sending" : "staff.invite.send")}
          </Button>
        </div>
      </form>
    </section>
  );
}
