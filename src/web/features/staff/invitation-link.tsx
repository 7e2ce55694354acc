import type { StaffInvitation } from "@shared/staff";
import { Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { copyText } from "@/components/chat/copy-text";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useFormat } from "@/lib/format";

/** The link of the invitation just made, to copy and send by hand; the e-mail may never arrive. */
export function InvitationLink({
  invitation,
  url,
  onDone,
}: {
  invitation: StaffInvitation;
  url: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();

  async function copy() {
    if (await copyText(url)) toast.success(t("staff.link.copied"));
    else toast.error(t("staff.link.copyFailed"));
  }

  return (
    <div role="status" className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3">
      <Label htmlFor="staff-invitation-link" className="grid gap-1 leading-normal">
        {t("staff.link.label")}
        <span dir="ltr" className="text-start font-normal text-muted-foreground [overflow-wrap:anywhere] rtl:text-end">
          {invitation.email}
        </span>
      </Label>
      <div className="flex min-w-0 gap-2">
        <Input
          id="staff-invitation-link"
          readOnly
          value={url}
          dir="ltr"
          aria-describedby="staff-invitation-link-hint"
          className="min-w-0 flex-1 text-start font-mono text-xs"
          onFocus={(event) => event.target.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t("staff.link.copy")}
        </Button>
      </div>
      <p id="staff-invitation-link-hint" className="text-muted-foreground text-xs leading-relaxed">
        {t("staff.link.hint", { date: format.date(invitation.expires_at) })}
      </p>
      <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={onDone}>
        {t("staff.link.done")}
      </Button>
    </div>
  );
}
