/**
 * A QR code drawn on the server as SVG: one square per dark module, in one path, with the quiet
 * zone around it that scanners need. Its name says what it is for; the same secret is on the page
 * as text for those who cannot scan.
 */
export function QrCode({ modules, label }: { modules: boolean[][]; label: string }) {
  const size = modules.length;
  const quiet = 4;
  const path = modules.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x + quiet} ${y + quiet}h1v1h-1z`] : []))).join("");
  const box = size + quiet * 2;
  return (
    <svg className="owner-qr" role="img" aria-label={label} viewBox={`0 0 ${box} ${box}`} width={box * 5} height={box * 5} shapeRendering="crispEdges">
      <rect width={box} height={box} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
