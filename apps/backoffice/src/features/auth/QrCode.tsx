// The otpauth:// URI as a QR code, drawn in the browser (uqr), so the secret never leaves
// the page for a third-party QR service.
import { renderSVG } from 'uqr';

export function QrCode({ value, label }: { value: string; label: string }) {
  const svg = renderSVG(value, {
    border: 2,
    ecc: 'M',
    whiteColor: '#ffffff',
    blackColor: '#0e1621',
  });
  return (
    <img
      className="qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={200}
      height={200}
    />
  );
}
