import { Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { copyText } from "@/components/chat/copy-text";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A value the seller pastes into Meta's dashboard: read-only, selectable, with a Copy button (000 §8 toast). */
export function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const { t } = useTranslation();
  const copyLabel = t("whatsapp.connection.copy", { item: label });

  async function copy() {
    if (await copyText(value)) toast.success(t("whatsapp.connection.copied", { item: label }));
    else toast.error(t("whatsapp.connection.copyFailed"));
  }

  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          readOnly
          dir="ltr"
          className="min-w-0 text-start font-mono text-xs md:text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" size="icon" aria-label={copyLabel} title={copyLabel} onClick={() => void copy()}>
          <Copy aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
