import type { SellerChannel } from "@shared/publishing";
import { Link2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { formatHandle, useFormat } from "@/lib/format";

/** Where the post goes: one of the linked channels; with none, the way to link one. */
export function ChannelField({
  id,
  channels,
  value,
  onChange,
  error,
}: {
  id: string;
  channels: SellerChannel[] | undefined;
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (channels !== undefined && channels.length === 0) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-3 text-sm">
        <span>{t("publishing.composer.noChannels")}</span>
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard?tab=connections">
            <Link2 aria-hidden="true" />
            {t("publishing.composer.connectChannel")}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <FormField id={id} label={t("publishing.composer.channel")} required error={error}>
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {(channels ?? []).map((channel) => (
            <option key={channel.id} value={channel.id}>
              {/* The title keeps its own direction (U+2068 … U+2069): a Persian title ending in a digit otherwise
                  shows the digit on the wrong side in an English option. */}
              {channel.username
                ? `\u2068${channel.title}\u2069 (${formatHandle(channel.username, format.locale)})`
                : channel.title}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
