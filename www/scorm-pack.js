// Makes an exercise's SCORM 1.2 package in a module worker, so zipping never holds the page up
// (started by the Exercise panel: crates/npuzzle-web/src/exercise_io.rs). The package holds the
// app's files and tables (files.json lists them, written at build time), its page with the
// exercise built in and the SCORM adapter (lms-sync.js, scorm.js) loaded, and imsmanifest.xml.
// Zipped by fflate, copied into the site as vendor/fflate.js.
import { zipSync, strToU8 } from './vendor/fflate.js';

const xml = (s) => String(s).replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The app's page with the exercise's settings in a meta tag and the adapter before the app. */
function launchPage(html, query) {
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  const head = `<meta name="npuzzle-exercise" content="${xml(query)}"><script src="lms-sync.js"></script><script src="scorm.js"></script>`;
  return html.replace('</head>', `${head}</head>`);
}

/** imsmanifest.xml: one SCO launched at index.html, listing every file of the package. */
function manifest(id, title, files) {
  const ident = `npuzzle-${id}`.replace(/[^A-Za-z0-9_.-]/g, '-');
  const list = files.map((f) => `      <file href="${xml(f)}"/>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${ident}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>${xml(title)}</title>
      <item identifier="item" identifierref="sco" isvisible="true">
        <title>${xml(title)}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="index.html">
${list}
    </resource>
  </resources>
</manifest>
`;
}

self.onmessage = async (e) => {
  const { site, query, id, title } = e.data;
  try {
    const list = await (await fetch(new URL('files.json', site))).json();
    const files = {};
    for (const name of list) {
      const r = await fetch(new URL(name, site));
      if (!r.ok) throw new Error(`${name}: HTTP ${r.status}`);
      const bytes = new Uint8Array(await r.arrayBuffer());
      // The tables are zlib-compressed already: stored as they are, not deflated again.
      files[name] = name === 'index.html' ? strToU8(launchPage(new TextDecoder().decode(bytes), query))
        : name.endsWith('.bin') ? [bytes, { level: 0 }] : bytes;
    }
    files['imsmanifest.xml'] = strToU8(manifest(id, title, Object.keys(files)));
    const zip = zipSync(files, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
    self.postMessage({ zip }, [zip.buffer]);
  } catch (err) {
    self.postMessage({ error: String(err?.message ?? err) });
  }
};
