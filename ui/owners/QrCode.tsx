/**
 * A QR code drawn on the server as SVG: the dark modules as one path, with the quiet
 * zone around it that scanners need. Its name says what it is for; the same secret is on the page
 * as text for those who cannot scan.
 */
export function QrCode({ modules, label }: { modules: boolean[][]; label: string }) {
  const size = modules.length;
  const quiet = 4;
  // One rectangle per run of dark modules in a row.
  const runs: string[] = [];
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let end = x;
      while (row[end + 1]) end++;
      runs.push(`M${x + quiet} ${y + quiet}h${end - x + 1}v1h-${end - x + 1}z`);
      x = end;
    }
  });
  const path = runs.join("");
  const box = size + quiet * 2;
  return (
    <svg
      className="owner-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${box} ${box}`}
      width={box * 5}
      height={box * 5}
      shapeRendering="crispEdges"
    >
      <rect width={box} height={box} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
