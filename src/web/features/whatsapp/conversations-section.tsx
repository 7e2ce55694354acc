import type { WhatsappConnection } from "@shared/whatsapp";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { FormField } from "@/components/form-field";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/native-select";
import { useFormat } from "@/lib/format";
import { ConversationPanes } from "./conversation-panes";

/**
 * The conversations of one number (a select picks it when there are several): the list, and the chosen
 * thread beside it on a wide screen or in its place on a phone. The choice lives in the address, so Back
 * and a reload keep it.
 */
export function ConversationsSection({ connections }: { connections: WhatsappConnection[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const connection = connections.find((item) => item.id === searchParams.get("number")) ?? connections[0];
  const chat = searchParams.get("chat");
  if (connection === undefined) return null;

  function choose(next: { number?: string; chat: string | null }) {
    setSearchParams(
      (params) => {
        if (next.number) params.set("number", next.number);
        if (next.chat) params.set("chat", next.chat);
        else params.delete("chat");
        return params;
      },
      // Leaving a thread replaces its entry, so Back leaves the page instead of opening the thread again.
      { replace: next.chat === null, preventScrollReset: true },
    );
  }

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1.5">
          <h2 className="font-bold text-lg leading-tight">{t("whatsapp.conversations.title")}</h2>
          <CardDescription>{t("whatsapp.conversations.description")}</CardDescription>
        </div>
        {connections.length > 1 && (
          <FormField id="whatsapp-number" label={t("whatsapp.conversations.number")} className="w-full sm:w-72">
            {(control) => (
              <NativeSelect
                {...control}
                value={connection.id}
                onChange={(event) => choose({ number: event.target.value, chat: null })}
              >
                {connections.map((item) => (
                  <option key={item.id} value={item.id}>
                    {`${item.verified_name} · ${format.digits(item.display_phone_number)}`}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
      </CardHeader>
      <CardContent>
        <ConversationPanes
          connection={connection}
          chat={chat}
          onOpen={(customerNumber) => choose({ number: connection.id, chat: customerNumber })}
          onBack={() => choose({ chat: null })}
        />
      </CardContent>
    </Card>
  );
}
