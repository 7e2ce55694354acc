import { cn } from "@/lib/class-names";
import { initialsOf } from "@/lib/initials";

type UserAvatarProps = { name: string; email: string; url: string | null; alt: string; className?: string };

/** PROF-05: the uploaded picture, or the initials of the name on a coloured disc. */
export function UserAvatar({ name, email, url, alt, className }: UserAvatarProps) {
  const frame = cn(
    "flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full ring-4 ring-background",
    className,
  );
  if (url) return <img src={url} alt={alt} className={cn(frame, "object-cover")} />;
  return (
    <span
      role="img"
      aria-label={alt}
      className={cn(frame, "bg-linear-to-br from-violet-600 to-fuchsia-600 font-bold text-2xl text-white")}
    >
      {initialsOf(name, email)}
    </span>
  );
}
