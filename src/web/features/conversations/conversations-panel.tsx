import { type InboxFilter, type InboxItem, inboxFilters } from "@shared/conversations";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { FormField } from "@/components/form-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/class-names";
import { useFormat } from "@/lib/format";
import { useInbox } from "./api/inbox";
import { useMarkWhatsappRead } from "./api/mark-whatsapp-read";
import { InboxList } from "./inbox-list";
import { ThreadView } from "./thread-view";
import "./catalog";

/** The open conversation lives in the address, so Back, a reload and an alert's link keep it. */
const conversationParam = "conversation";

/**
 * Issue 37's conversations tab: the inbox of the shop's bots and WhatsApp numbers beside the open conversation on a
 * wide screen, one after the other on a phone; a filter keeps the buyers waiting for a person, or the unread ones.
 */
export function ConversationsPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const open = searchParams.get(conversationParam);
  const [filter, setFilter] = useState<InboxFilter>("all");
  const inbox = useInbox(filter);
  const { mutate: markWhatsappRead } = useMarkWhatsappRead();
  const counts = inbox.data?.pages[0]?.counts;

  function choose(id: string | null) {
    setSearchParams(
      (params) => {
        if (id) params.set(conversationParam, id);
        else params.delete(conversationParam);
        return params;
      },
      // Leaving a thread replaces its entry, so Back leaves the tab instead of opening the thread again.
      { replace: id === null, preventScrollReset: true },
    );
  }
  function openItem(item: InboxItem) {
    if (item.conversation_id) choose(item.conversation_id);
    else if (item.whatsapp) markWhatsappRead(item.whatsapp);
  }
  const optionText = (option: InboxFilter) => {
    const count = option === "wants_person" ? counts?.wants_person : option === "unread" ? counts?.unread : undefined;
    const name = t(`conversations.filters.${option}`);
    return count ? `${name} (${format.number(count)})` : name;
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
        <div className="grid max-w-2xl gap-1.5">
          <CardTitle>{t("conversations.title")}</CardTitle>
          <CardDescription>{t("conversations.description")}</CardDescription>
        </div>
        <FormField id="conversations-filter" label={t("conversations.show")} className="w-full sm:w-64">
          {(control) => (
            <NativeSelect
              {...control}
              value={filter}
              onChange={(event) => setFilter(inboxFilters.find((option) => option === event.target.value) ?? "all")}
            >
              {inboxFilters.map((option) => (
                <option key={option} value={option}>
                  {optionText(option)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </CardHeader>
      <CardContent>
        <div className="grid gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
          <div className={cn("min-w-0", open !== null && "max-lg:hidden")}>
            <InboxList inbox={inbox} filter={filter} selected={open} onOpen={openItem} />
          </div>
          <div className={cn("min-w-0", open === null && "max-lg:hidden")}>
            {open === null ? (
              <p className="flex h-full min-h-40 items-center justify-center rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm">
                {t("conversations.pick")}
              </p>
            ) : (
              <ThreadView key={open} conversationId={open} onBack={() => choose(null)} />
            )}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
