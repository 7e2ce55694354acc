import { type BotPlatform, botPlatforms, botTokenPattern, type ConnectBotInput } from "@shared/bots";
import { useQueryClient } from "@tanstack/react-query";
import { Bot } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { TextField } from "@/components/text-field";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useLanguage } from "@/i18n/use-language";
import { apiErrorMessage } from "@/lib/api-error-message";
import { botIdentityQuery, useBotIdentity } from "./api/bot-identity";
import { useConnectBot } from "./api/connect-bot";
import { BotTokenHelp } from "./bot-token-help";
import { checkConnect } from "./connect-check";
import { connectFailureTitle } from "./connect-failure";

const emptyForm: Required<ConnectBotInput> = { platform: "telegram", bot_username: "", bot_token: "" };

/**
 * 001 §2, §5, §8: bot username, token and the platform; every check again on the server. Issue 35: a pasted
 * token is enough, the username is filled in from the bot it opens (unless the seller typed one).
 */
export function ConnectBotForm() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const connect = useConnectBot();
  const queryClient = useQueryClient();
  const { register, handleSubmit, watch, reset, setValue, getValues } = useForm({ defaultValues: emptyForm });
  const platform = watch("platform");
  const token = watch("bot_token").trim();
  const identity = useBotIdentity(platform, token);
  // The last refusal, also beside the token it concerns: a toast is gone in four seconds, the field keeps it.
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  // What the form filled in itself: replaced by the next token's bot, never over what the seller typed.
  const filledIn = useRef("");

  useEffect(() => {
    const username = identity.data?.username;
    if (!username) return;
    const current = getValues("bot_username");
    if (current !== "" && current !== filledIn.current) return;
    filledIn.current = username;
    setValue("bot_username", username);
  }, [identity.data, getValues, setValue]);

  function refuse(error: unknown) {
    const title = connectFailureTitle(error);
    const description = apiErrorMessage(t, error, locale);
    toast.error(t(`bots.${title}`), title === "signInFirst" ? {} : { description });
    if (title !== "signInFirst") setRefusal(description);
  }

  async function submit(typed: Required<ConnectBotInput>) {
    setRefusal(undefined);
    let values = typed;
    // Connect pressed before the token's bot was known: it is asked now instead of "fill all fields".
    const trimmedToken = typed.bot_token.trim();
    if (typed.bot_username === "" && botTokenPattern.test(trimmedToken)) {
      try {
        const found = await queryClient.fetchQuery(botIdentityQuery(typed.platform, trimmedToken));
        filledIn.current = found.username;
        setValue("bot_username", found.username);
        values = { ...typed, bot_username: found.username };
      } catch (error) {
        refuse(error);
        return;
      }
    }
    const check = checkConnect(values);
    if (!check.ok) {
      if (check.kind === "empty") toast.error(t("bots.validation.fillAllFields"));
      else toast.error(t("bots.validation.title"), { description: t(`bots.validation.${check.message}`) });
      return;
    }
    connect.mutate(check.input, {
      onSuccess: () => {
        toast.success(t("bots.connected"));
        filledIn.current = "";
        reset({ ...emptyForm, platform: values.platform });
      },
      onError: refuse,
    });
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">{t("bots.platform")}</legend>
        <div className="grid grid-cols-2 gap-2 sm:max-w-xs">
          {botPlatforms.map((option: BotPlatform) => (
            <label
              key={option}
              className="flex min-h-10 cursor-pointer items-center justify-center gap-2 rounded-md border px-3 text-sm has-checked:border-primary has-checked:bg-primary/10 has-checked:font-semibold has-focus-visible:ring-2 has-focus-visible:ring-ring"
            >
              <input type="radio" value={option} className="sr-only" {...register("platform")} />
              {t(`bots.platforms.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="bot-username"
          label={t("bots.username")}
          placeholder="@my_shop_bot"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          {...register("bot_username")}
        />
        <TextField
          id="bot-token"
          label={t("bots.token")}
          error={refusal ?? (identity.isError ? apiErrorMessage(t, identity.error, locale) : undefined)}
          placeholder="123456789:AAF…"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          {...register("bot_token")}
        />
      </div>
      <IdentityLine checking={identity.isFetching} identity={identity.data} />
      <BotTokenHelp platform={platform} />
      <div>
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? <Spinner /> : <Bot aria-hidden="true" />}
          {connect.isPending ? t("bots.connecting") : t("bots.connect")}
        </Button>
      </div>
    </form>
  );
}

/** What the pasted token turned out to be, said politely as it changes. */
function IdentityLine({
  checking,
  identity,
}: {
  checking: boolean;
  identity: { username: string; name: string } | undefined;
}) {
  const { t } = useTranslation();
  return (
    <p role="status" className="min-h-5 text-muted-foreground text-sm">
      {checking ? t("bots.identity.checking") : identity ? t("bots.identity.found", identity) : null}
    </p>
  );
}
