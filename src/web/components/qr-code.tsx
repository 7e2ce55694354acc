import { useMemo } from "react";
import { encode } from "uqr";

/** The white margin a scanner needs around the code, in modules. */
const quietZone = 2;

/** A QR code drawn as one SVG path (no canvas, no inner HTML), dark on white whatever the theme. */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const { data } = encode(value, { border: 0 });
    let modules = "";
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) modules += `M${x + quietZone} ${y + quietZone}h1v1h-1z`;
      });
    });
    return { size: data.length + quietZone * 2, path: modules };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className={className}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
