import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ConnectForm } from "./connect-form";
import { ConnectHelp } from "./connect-help";

type ConnectPanelProps = { onCancel?: () => void; onDone?: () => void };

/** The connect form with the steps in Meta's dashboard beside it. */
export function ConnectPanel({ onCancel, onDone }: ConnectPanelProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <h2 className="font-bold text-lg leading-tight">{t("whatsapp.form.title")}</h2>
        <CardDescription>{t("whatsapp.form.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ConnectHelp />
        <ConnectForm onCancel={onCancel} onDone={onDone} />
      </CardContent>
    </Card>
  );
}
