import { Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { copyText } from "@/components/chat/copy-text";
import { Button } from "@/components/ui/button";

export type CopyItem = "idea" | "caption" | "hashtags" | "music" | "timing";

type CopyButtonProps = {
  text: string;
  item: CopyItem;
  /** The id of the text being copied, so a screen reader tells the copy buttons apart. */
  describedBy?: string;
};

/** 000 §8: a copied item says "{item} copied". */
export function CopyButton({ text, item, describedBy }: CopyButtonProps) {
  const { t } = useTranslation();
  const label = t(`dailyContent.copy.${item}`);

  async function copy() {
    if (await copyText(text)) toast.success(t("dailyContent.copied", { item: t(`dailyContent.items.${item}`) }));
    else toast.error(t("chat.copyFailed"));
  }

  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 shrink-0 text-muted-foreground"
      aria-label={label}
      aria-describedby={describedBy}
      title={label}
      onClick={copy}
    >
      <Copy aria-hidden="true" />
    </Button>
  );
}
