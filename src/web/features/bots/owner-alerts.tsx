import type { SellerBot } from "@shared/bots";
import type { OwnerChat, OwnerLink } from "@shared/owner-chat";
import { BellRing, Copy, ExternalLink, Unlink } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { copyText } from "@/components/chat/copy-text";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { useLanguage } from "@/i18n/use-language";
import { apiErrorMessage } from "@/lib/api-error-message";
import { formatDate, formatHandle, formatTime } from "@/lib/format";
import { useCreateOwnerLink, useOwnerChats, useUnlinkOwnerChat } from "./api/owner-chats";

const QrCode = lazy(() => import("@/components/qr-code").then((module) => ({ default: module.QrCode })));

/**
 * Issue 37: who gets this bot's shop alerts (new orders, receipts, payments) in their own Telegram or Bale, and
 * "Get alerts in this bot", which shows a one-time link and its QR code to open on the phone.
 */
export function OwnerAlerts({ bot }: { bot: SellerBot }) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const chats = useOwnerChats(bot.id, { waitingForLink: linkOpen });
  const headingId = `owner-alerts-${bot.id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-md bg-muted/40 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="flex items-center gap-2 font-semibold text-sm">
          <BellRing aria-hidden="true" className="size-4" />
          {t("bots.owner.title")}
        </h4>
        <LinkDialog bot={bot} open={linkOpen} onOpenChange={setLinkOpen} linked={chats.data ?? []} />
      </div>
      {chats.isPending ? (
        <p className="text-muted-foreground text-xs">{t("bots.owner.loading")}</p>
      ) : chats.isError ? (
        <p role="alert" className="text-danger text-xs">
          {t("bots.owner.loadFailed")}
        </p>
      ) : chats.data.length === 0 ? (
        <p className="text-muted-foreground text-xs leading-relaxed">{t("bots.owner.none")}</p>
      ) : (
        <ul aria-label={t("bots.owner.listLabel")} className="flex flex-col gap-1">
          {chats.data.map((chat) => (
            <LinkedChat key={chat.id} botId={bot.id} chat={chat} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LinkedChat({ botId, chat }: { botId: string; chat: OwnerChat }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const unlink = useUnlinkOwnerChat(botId);
  const who = chat.username ? `${chat.name} (${formatHandle(chat.username, locale)})` : chat.name;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <bdi className="font-medium">{who}</bdi>
      <span className="text-muted-foreground text-xs">
        {t("bots.owner.linkedOn", { date: formatDate(chat.linked_at, locale) })}
      </span>
      {chat.unreachable && <span className="text-danger text-xs">{t("bots.owner.unreachable")}</span>}
      <span className="ms-auto">
        <ConfirmDeleteDialog
          trigger={
            <Button variant="ghost" size="sm" aria-label={t("bots.owner.unlinkLabel", { name: chat.name })}>
              <Unlink aria-hidden="true" />
              {t("bots.owner.unlink")}
            </Button>
          }
          title={t("bots.owner.unlinkTitle", { name: chat.name })}
          description={t("bots.owner.unlinkDescription")}
          cancelLabel={t("bots.owner.cancel")}
          confirmLabel={t("bots.owner.unlink")}
          onConfirm={() =>
            unlink.mutateAsync(chat.id).then(
              () => {
                toast.success(t("bots.owner.unlinked", { name: chat.name }));
                return true;
              },
              (error: unknown) => {
                toast.error(t("bots.owner.unlinkFailed"), { description: apiErrorMessage(t, error, locale) });
                return false;
              },
            )
          }
        />
      </span>
    </li>
  );
}

/**
 * The one-time link: made when the dialog opens, shown as a button, a QR code and the `/start` words to send by
 * hand; the dialog closes by itself once an account pressed Start with it.
 */
function LinkDialog({
  bot,
  open,
  onOpenChange,
  linked,
}: {
  bot: SellerBot;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  linked: OwnerChat[];
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const create = useCreateOwnerLink(bot.id);
  const [link, setLink] = useState<OwnerLink | null>(null);
  const linkedBefore = useRef<Set<string>>(new Set());
  const platform = t(`bots.platforms.${bot.platform}`);

  function change(next: boolean) {
    onOpenChange(next);
    if (!next) return;
    linkedBefore.current = new Set(linked.map((chat) => chat.id));
    setLink(null);
    create.mutate(undefined, {
      onSuccess: setLink,
      onError: (error) => toast.error(t("bots.owner.linkFailed"), { description: apiErrorMessage(t, error, locale) }),
    });
  }

  // An account pressed Start with this link: said, and the dialog closes.
  useEffect(() => {
    if (!open) return;
    const added = linked.find((chat) => !linkedBefore.current.has(chat.id));
    if (!added) return;
    toast.success(t("bots.owner.linkedNow", { name: added.name }));
    onOpenChange(false);
  }, [linked, open, onOpenChange, t]);

  const startWords = link ? `/start ${new URL(link.url).searchParams.get("start") ?? ""}` : "";
  async function copy(value: string) {
    if (await copyText(value)) toast.success(t("bots.owner.copied"));
    else toast.error(t("bots.owner.copyFailed"));
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <BellRing aria-hidden="true" />
          {t("bots.owner.getAlerts")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("bots.owner.close")}>
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]">
            {t("bots.owner.dialogTitle", { username: formatHandle(bot.bot_username, locale) })}
          </DialogTitle>
          <DialogDescription>{t("bots.owner.dialogDescription", { platform })}</DialogDescription>
        </DialogHeader>
        {link ? (
          <div className="flex min-w-0 flex-col items-center gap-4">
            <Suspense fallback={<div className="size-44 rounded bg-muted" />}>
              <QrCode value={link.url} label={t("bots.owner.qrLabel", { platform })} className="size-44 rounded" />
            </Suspense>
            <Button asChild className="w-full">
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                {t("bots.owner.open", { platform })}
              </a>
            </Button>
            <div className="flex w-full min-w-0 flex-col gap-1 text-sm">
              <p className="text-muted-foreground text-xs">{t("bots.owner.orSend")}</p>
              <div className="flex w-full min-w-0 items-center gap-2">
                <code dir="ltr" className="min-w-0 flex-1 truncate rounded bg-muted px-2 py-1 text-xs">
                  {startWords}
                </code>
                <Button variant="outline" size="sm" onClick={() => void copy(startWords)}>
                  <Copy aria-hidden="true" />
                  {t("bots.owner.copy")}
                </Button>
              </div>
            </div>
            <p className="text-muted-foreground text-xs">
              {t("bots.owner.validUntil", { time: formatTime(link.expires_at, locale) })}
            </p>
            <p aria-live="polite" className="text-muted-foreground text-xs">
              {t("bots.owner.waiting")}
            </p>
          </div>
        ) : (
          <p aria-live="polite" className="text-muted-foreground text-sm">
            {create.isError ? t("bots.owner.linkFailed") : t("bots.owner.making")}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => change(false)}>
            {t("bots.owner.close")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
