import { ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useSetAdminRole } from "./api/admin-role";

interface AdminRoleDialogProps {
  userId: string;
  name: string;
  /** True grants the admin role, false removes it. */
  grant: boolean;
}

/**
 * The admin role reaches refunds, blocking and every user's data, so granting or removing it asks first,
 * naming the person and what the role allows. A refused change is told and the dialog stays to try again.
 */
export function AdminRoleDialog({ userId, name, grant }: AdminRoleDialogProps) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const role = useSetAdminRole();
  const [open, setOpen] = useState(false);
  const texts = grant
    ? {
        trigger: t("admin.users.actions.grantAdmin"),
        triggerNamed: t("admin.users.actions.grantAdminNamed", { name }),
        title: t("admin.users.roleDialog.grantTitle", { name }),
        description: t("admin.users.roleDialog.grantDescription", { name }),
        confirm: t("admin.users.roleDialog.grantConfirm", { name }),
        done: t("admin.users.toasts.granted", { name }),
      }
    : {
        trigger: t("admin.users.actions.revokeAdmin"),
        triggerNamed: t("admin.users.actions.revokeAdminNamed", { name }),
        title: t("admin.users.roleDialog.revokeTitle", { name }),
        description: t("admin.users.roleDialog.revokeDescription", { name }),
        confirm: t("admin.users.roleDialog.revokeConfirm"),
        done: t("admin.users.toasts.revoked", { name }),
      };
  const icon = grant ? <ShieldCheck aria-hidden="true" /> : <ShieldOff aria-hidden="true" />;

  async function confirm() {
    try {
      await role.mutateAsync({ id: userId, isAdmin: grant });
      toast.success(texts.done);
      setOpen(false);
    } catch (error) {
      toast.error(t("admin.users.toasts.failed"), { description: apiErrorMessage(t, error, locale) });
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={texts.triggerNamed}>
          {icon}
          {texts.trigger}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="wrap-anywhere">{texts.title}</AlertDialogTitle>
          <AlertDialogDescription>{texts.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("admin.users.roleDialog.cancel")}</AlertDialogCancel>
          <Button
            variant={grant ? "default" : "destructive"}
            disabled={role.isPending}
            onClick={() => void confirm()}
            className="wrap-anywhere h-auto min-h-10 whitespace-normal"
          >
            {role.isPending ? <Spinner /> : icon}
            {texts.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
