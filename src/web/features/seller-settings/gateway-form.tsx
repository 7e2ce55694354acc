import { zodResolver } from "@hookform/resolvers/zod";
import { type SaveGatewayInput, saveGatewaySchema } from "@shared/seller-settings";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useLanguage } from "@/i18n/use-language";
import { useSaveGateway } from "./api/gateway";
import { toastSettingsFailure } from "./settings-failure";

type GatewayErrorKey = "merchantRequired" | "merchantFormat";
const isGatewayErrorKey = (key: string | undefined): key is GatewayErrorKey =>
  key === "merchantRequired" || key === "merchantFormat";

/** SET-07, SET-08: required and the UUID form, here and again on the server; §8's toasts either way. */
export function GatewayForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const save = useSaveGateway();
  const { register, handleSubmit, formState } = useForm<SaveGatewayInput>({
    resolver: zodResolver(saveGatewaySchema),
    defaultValues: { zarinpal_merchant_id: "" },
  });
  const problem = formState.errors.zarinpal_merchant_id?.message;

  function submit(values: SaveGatewayInput) {
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t("sellerSettings.gateway.saved"));
        onDone();
      },
      onError: (error) => toastSettingsFailure(t, t("sellerSettings.gateway.saveFailed"), error, locale),
    });
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4">
      <FormField
        id="zarinpal-merchant-id"
        label={t("sellerSettings.gateway.merchantId")}
        required
        error={isGatewayErrorKey(problem) ? t(`sellerSettings.gateway.errors.${problem}`) : undefined}
      >
        {(control) => (
          <Input
            {...control}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
            {...register("zarinpal_merchant_id")}
          />
        )}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t("sellerSettings.gateway.cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {t("sellerSettings.gateway.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}
