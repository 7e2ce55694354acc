import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import type { WorkspaceTab } from "./workspace-tab";
import { workspaceTabIcons } from "./workspace-tab-icons";

/** A tab whose feature has not landed yet says what it will do, and shows no made-up data. */
export function ComingSoonPanel({ tab }: { tab: WorkspaceTab }) {
  const { t } = useTranslation();
  const Icon = workspaceTabIcons[tab];
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <Badge variant="secondary">{t("workspace.comingSoon")}</Badge>
        <h3 className="font-bold text-lg">{t(`workspace.panels.${tab}.title`)}</h3>
        <p className="max-w-md text-muted-foreground text-sm">{t(`workspace.panels.${tab}.description`)}</p>
      </CardContent>
    </Card>
  );
}
