import { zodResolver } from "@hookform/resolvers/zod";
import type { SellerBot } from "@shared/bots";
import { type LinkChannelInput, linkChannelSchema } from "@shared/publishing";
import { Link2, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { useLanguage } from "@/i18n/use-language";
import { ApiError } from "@/lib/api-error";
import { formatHandle } from "@/lib/format";
import { useLinkChannel } from "./api/link-channel";
import { linkFailureMessage } from "./link-failure";

type FieldName = keyof LinkChannelInput;
const isFieldName = (path: string): path is FieldName => path === "bot_id" || path === "channel";
const validationKeys = ["botRequired", "channelRequired", "channelFormat"] as const;
const validationKey = (message: string) => validationKeys.find((key) => key === message) ?? "channelFormat";

/**
 * Issue 19: a bot and the channel as the seller knows it (`@name`, a link or the `-100…` id). The server asks
 * the platform; when the bot may not post there, the form says what to fix and keeps what was typed.
 */
export function LinkChannelForm({ bots }: { bots: SellerBot[] }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const link = useLinkChannel();
  const [failure, setFailure] = useState<string | null>(null);
  const firstActive = bots.find((bot) => bot.status === "active") ?? bots[0];
  const { register, handleSubmit, formState, setError, resetField, getValues } = useForm<LinkChannelInput>({
    resolver: zodResolver(linkChannelSchema),
    defaultValues: { bot_id: firstActive?.id ?? "", channel: "" },
  });
  const errorOf = (field: FieldName) => {
    const message = formState.errors[field]?.message;
    return message === undefined ? undefined : t(`channels.validation.${validationKey(message)}`);
  };

  async function submit(values: LinkChannelInput) {
    setFailure(null);
    try {
      const linked = await link.mutateAsync(values);
      toast.success(t("channels.form.linked", { title: linked.title }));
      resetField("channel");
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { path, message } of error.issues) {
          if (isFieldName(path)) setError(path, { type: "server", message });
        }
      }
      const bot = bots.find((one) => one.id === getValues("bot_id"));
      setFailure(linkFailureMessage(t, error, locale, bot));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="channel-bot" label={t("channels.form.bot")} required error={errorOf("bot_id")}>
          {(control) => (
            <NativeSelect {...control} {...register("bot_id")}>
              {bots.map((bot) => (
                <option key={bot.id} value={bot.id} disabled={bot.status !== "active"}>
                  {t(bot.status === "active" ? "channels.form.botOption" : "channels.form.botInactive", {
                    username: formatHandle(bot.bot_username, locale),
                    platform: t(`channels.platforms.${bot.platform}`),
                  })}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id="channel-address"
          label={t("channels.form.channel")}
          required
          hint={t("channels.form.channelHint")}
          error={errorOf("channel")}
        >
          {(control) => (
            <Input
              dir="ltr"
              placeholder="@my_shop_channel"
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
              {...control}
              {...register("channel")}
            />
          )}
        </FormField>
      </div>
      <p className="text-muted-foreground text-sm">{t("channels.form.adminHint")}</p>
      <div role="alert" className="empty:hidden">
        {failure && (
          <div className="flex items-start gap-2 rounded-md border border-danger/50 p-3 text-sm">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
            <div className="min-w-0">
              <p className="font-semibold text-danger">{t("channels.form.failed")}</p>
              <p className="break-words">{failure}</p>
            </div>
          </div>
        )}
      </div>
      <div>
        <Button type="submit" disabled={link.isPending} aria-busy={link.isPending}>
          {link.isPending ? <Spinner /> : <Link2 aria-hidden="true" />}
          {link.isPending ? t("channels.form.linking") : t("channels.form.link")}
        </Button>
      </div>
    </form>
  );
}
