import "./catalog";
import { roleMayUse } from "@shared/staff";
import type { WhatsappConnection } from "@shared/whatsapp";
import { MessageCircle, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useShopRole } from "@/lib/acting-shop";
import { useWhatsappConnections } from "./api/connections";
import { ConnectPanel } from "./connect-panel";
import { ConnectionCard } from "./connection-card";
import { ConversationsSection } from "./conversations-section";
import { useLiveWhatsapp } from "./live-whatsapp";
import { LoadFailed, Loading } from "./load-states";
import { type PlanAllowance, planAllowance } from "./plan-allowance";
import { PlanAllowanceNote } from "./plan-allowance-note";

/** /adminto (WA-01..04, DESIGN 26): for signed-in users only; the route sends a visitor to /auth and back. */
export function WhatsappPage() {
  const { t } = useTranslation();
  const connections = useWhatsappConnections();
  useLiveWhatsapp();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="font-extrabold text-3xl">{t("whatsapp.title")}</h1>
        <p className="text-muted-foreground leading-relaxed">{t("whatsapp.description")}</p>
      </header>
      {connections.data === undefined && connections.isError ? (
        <LoadFailed text={t("whatsapp.failed")} onRetry={() => void connections.refetch()} />
      ) : connections.data === undefined ? (
        <Loading text={t("whatsapp.loading")} />
      ) : (
        <Numbers
          items={connections.data.items}
          allowance={planAllowance(connections.data.items.length, connections.data.limit)}
        />
      )}
    </div>
  );
}

/** The connect form until a number is connected; then the numbers, "Add number" and the conversations. */
function Numbers({ items, allowance }: { items: WhatsappConnection[]; allowance: PlanAllowance }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  // DESIGN 35: the numbers are the manager area's; orders staff answer the conversations only.
  const manages = roleMayUse(useShopRole(), "manager");
  if (!manages) return <ConversationsSection connections={items} />;
  const note = <PlanAllowanceNote allowance={allowance} connected={items.length} />;
  if (items.length === 0) {
    return (
      <>
        <section className="flex items-start gap-3 rounded-xl border bg-muted/40 p-5">
          <MessageCircle aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <div className="grid gap-1.5">
            <h2 className="font-bold text-lg">{t("whatsapp.intro.title")}</h2>
            <p className="text-muted-foreground text-sm leading-relaxed">{t("whatsapp.intro.text")}</p>
            {note}
          </div>
        </section>
        {!allowance.full && <ConnectPanel />}
      </>
    );
  }
  return (
    <>
      <section aria-labelledby="whatsapp-numbers-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="whatsapp-numbers-title" className="font-bold text-xl">
              {t("whatsapp.numbers.title")}
            </h2>
            {note}
          </div>
          {!allowance.full && !adding && (
            <Button variant="outline" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              {t("whatsapp.connection.addNumber")}
            </Button>
          )}
        </div>
        {adding && !allowance.full && (
          <ConnectPanel onCancel={() => setAdding(false)} onDone={() => setAdding(false)} />
        )}
        {items.map((connection) => (
          <ConnectionCard key={connection.id} connection={connection} />
        ))}
      </section>
      <ConversationsSection connections={items} />
    </>
  );
}
