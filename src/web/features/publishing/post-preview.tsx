import { postText } from "@shared/publishing";
import { ExternalLink, ImageOff } from "lucide-react";
import { useTranslation } from "react-i18next";

type PostPreviewProps = {
  caption: string;
  hashtags: readonly string[];
  /** The product's photo; null for a product without one. */
  imageUrl: string | null;
  /** The post sells a product: it carries the "buy in the bot" button. */
  withProduct: boolean;
  channelTitle: string | null;
};

/** Issue 19: the post as the channel will show it: photo, caption with its hashtags, the bot's button. */
export function PostPreview({ caption, hashtags, imageUrl, withProduct, channelTitle }: PostPreviewProps) {
  const { t } = useTranslation();
  const text = postText(caption, hashtags);
  return (
    <figure className="flex flex-col gap-2 rounded-xl bg-muted/70 p-3">
      <figcaption className="text-muted-foreground text-xs">{t("publishing.composer.previewNote")}</figcaption>
      <div className="flex max-w-sm flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
        {channelTitle && (
          <p dir="auto" className="truncate px-3 pt-2 font-semibold text-primary text-sm dark:text-accent-foreground">
            {channelTitle}
          </p>
        )}
        {withProduct &&
          (imageUrl ? (
            <img src={imageUrl} alt="" className="mt-2 aspect-square w-full object-cover" />
          ) : (
            <div className="mt-2 grid aspect-[4/3] place-items-center bg-muted text-muted-foreground">
              <ImageOff aria-hidden="true" className="size-6" />
            </div>
          ))}
        <p dir="auto" className="whitespace-pre-wrap break-words p-3 text-start text-sm leading-relaxed">
          {text || <span className="text-muted-foreground">{t("publishing.composer.emptyPreview")}</span>}
        </p>
      </div>
      {withProduct && (
        // Only a picture of the button: the real one opens the product in the bot with this post's own key.
        <span className="flex max-w-sm items-center justify-center gap-1.5 rounded-lg bg-card py-2 font-medium text-primary text-sm shadow-sm dark:text-accent-foreground">
          {t("publishing.composer.buyInBot")}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </span>
      )}
    </figure>
  );
}
