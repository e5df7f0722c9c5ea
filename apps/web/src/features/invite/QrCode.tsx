// A QR code of a text, drawn as SVG from uqr's module matrix (one path, crisp at any size).
import { useMemo } from 'react';
import { encode } from 'uqr';

export function QrCode(props: { text: string; label: string; size?: number }) {
  const { size: modules, path } = useMemo(() => {
    const qr = encode(props.text, { ecc: 'M', border: 2 });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { size: qr.size, path: d };
  }, [props.text]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={props.label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={props.size ?? 168}
      height={props.size ?? 168}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
