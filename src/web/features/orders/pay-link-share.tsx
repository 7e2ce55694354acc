import { Copy, Share2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { copyText } from "@/components/chat/copy-text";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useFormat } from "@/lib/format";
import "./pay-link-catalog";

/** What a pay link is sent with: the order it pays and how much. */
export interface PayLinkSubject {
  url: string;
  number: number;
  total: number;
}

/** Copies the link (told either way) and shares it where the browser can (navigator.share on phones). */
export function usePayLinkSharing({ url, number, total }: PayLinkSubject) {
  const { t } = useTranslation();
  const format = useFormat();
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";
  async function copy() {
    if (await copyText(url)) toast.success(t("payLink.copied"));
    else toast.error(t("payLink.copyFailed"));
  }
  async function share() {
    const values = { number: format.number(number), amount: format.toman(total) };
    try {
      await navigator.share({ title: t("payLink.shareTitle", values), text: t("payLink.shareText", values), url });
    } catch (error) {
      // Closing the share sheet is the seller's choice, not a failure.
      if (!(error instanceof DOMException && error.name === "AbortError")) toast.error(t("payLink.shareFailed"));
    }
  }
  return { canShare, copy, share };
}

/** A pay link ready to send: the address to read or select, and "Copy link" / "Share" beside it. */
export function PayLinkShare(subject: PayLinkSubject) {
  const { t } = useTranslation();
  const { canShare, copy, share } = usePayLinkSharing(subject);
  const id = `pay-link-${subject.number}`;
  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={id}>{t("payLink.address")}</Label>
        <Input
          id={id}
          readOnly
          value={subject.url}
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 bg-muted/50 text-start font-mono"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t("payLink.copyLink")}
        </Button>
        {canShare && (
          <Button type="button" variant="outline" onClick={() => void share()}>
            <Share2 aria-hidden="true" />
            {t("payLink.share")}
          </Button>
        )}
      </div>
    </div>
  );
}

/** A dialog's end: the order's pay link, what to do with it, and a way out. */
export function PayLinkReady(subject: PayLinkSubject) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("payLink.readyTitle", { number: format.number(subject.number) })}</DialogTitle>
        <DialogDescription>{t("payLink.readyDescription")}</DialogDescription>
      </DialogHeader>
      <PayLinkShare {...subject} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t("payLink.close")}
          </Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}
