import { type BotPlatform, botPlatforms, type ConnectBotInput } from "@shared/bots";
import { Bot } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { TextField } from "@/components/text-field";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useLanguage } from "@/i18n/use-language";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useConnectBot } from "./api/connect-bot";
import { BotTokenHelp } from "./bot-token-help";
import { checkConnect } from "./connect-check";
import { connectFailureTitle } from "./connect-failure";

const emptyForm: Required<ConnectBotInput> = { platform: "telegram", bot_username: "", bot_token: "" };

/** 001 §2, §5, §8: bot username, token and the platform; every check again on the server. */
export function ConnectBotForm() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const connect = useConnectBot();
  const { register, handleSubmit, watch, reset } = useForm({ defaultValues: emptyForm });
  const platform = watch("platform");
  // The last refusal, also beside the token it concerns: a toast is gone in four seconds, the field keeps it.
  const [refusal, setRefusal] = useState<string | undefined>(undefined);

  function submit(values: Required<ConnectBotInput>) {
    setRefusal(undefined);
    const check = checkConnect(values);
    if (!check.ok) {
      if (check.kind === "empty") toast.error(t("bots.validation.fillAllFields"));
      else toast.error(t("bots.validation.title"), { description: t(`bots.validation.${check.message}`) });
      return;
    }
    connect.mutate(check.input, {
      onSuccess: () => {
        toast.success(t("bots.connected"));
        reset({ ...emptyForm, platform: values.platform });
      },
      onError: (error) => {
        const title = connectFailureTitle(error);
        const description = apiErrorMessage(t, error, locale);
        toast.error(t(`bots.${title}`), title === "signInFirst" ? {} : { description });
        if (title !== "signInFirst") setRefusal(description);
      },
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
          error={refusal}
          placeholder="123456789:AAF…"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          {...register("bot_token")}
        />
      </div>
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
