// Makes an exercise's LMS package (SCORM 1.2 or SCORM 2004 4th Edition) in a module worker, so
// zipping never holds the page up (started by the Exercise panel:
// crates/npuzzle-web/src/exercise_io.rs). The package holds the app's files (files.json lists
// them, written at build time) with the tables of its own shape only (a 3×3 needs none, a 4×4 the
// 15-puzzle's), its page with the exercise built in and the format's adapter loaded (lms-sync.js
// and scorm.js or scorm2004.js), and imsmanifest.xml. Zipped by fflate, copied into the site as
// vendor/fflate.js.
import { zipSync, strToU8 } from './vendor/fflate.js';

const xml = (s) => String(s).replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Each format: its adapter, and the files of another format it leaves out. */
const FORMATS = {
  scorm12: { adapter: 'scorm.js', other: ['scorm2004.js'] },
  scorm2004: { adapter: 'scorm2004.js', other: ['scorm.js'] },
};

/** The app's page with the exercise's settings in a meta tag and the adapter before the app. */
function launchPage(html, query, adapter) {
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  const head = `<meta name="npuzzle-exercise" content="${xml(query)}"><script src="lms-sync.js"></script><script src="${adapter}"></script>`;
  return html.replace('</head>', `${head}</head>`);
}

/** Whether the package of an exercise on `shape` (`4x4`) carries `name`. */
function wanted(name, shape, format) {
  if (FORMATS[format].other.includes(name)) return false;
  // Tables: only the shape's own (pdb-4x4.bin and its quick pdb-4x4-quick.bin).
  return !name.startsWith('tables/') || name.startsWith(`tables/pdb-${shape}.`) || name.startsWith(`tables/pdb-${shape}-`);
}

/** imsmanifest.xml for SCORM 1.2: one SCO launched at index.html, listing every file. */
function manifest12(ident, title, list) {
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

/** imsmanifest.xml for SCORM 2004 4th Edition: a single SCO, no sequencing rules. */
function manifest2004(ident, title, list) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${ident}" version="1.0"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
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
    <resource identifier="sco" type="webcontent" adlcp:scormType="sco" href="index.html">
${list}
    </resource>
  </resources>
</manifest>
`;
}

self.onmessage = async (e) => {
  const { site, query, id, title, shape } = e.data;
  const format = FORMATS[e.data.format] ? e.data.format : 'scorm12';
  try {
    const list = (await (await fetch(new URL('files.json', site))).json()).filter((n) => wanted(n, shape, format));
    const files = {};
    for (const name of list) {
      const r = await fetch(new URL(name, site));
      if (!r.ok) throw new Error(`${name}: HTTP ${r.status}`);
      const bytes = new Uint8Array(await r.arrayBuffer());
      // The tables are zlib-compressed already: stored as they are, not deflated again.
      files[name] = name === 'index.html'
        ? strToU8(launchPage(new TextDecoder().decode(bytes), query, FORMATS[format].adapter))
        : name.endsWith('.bin') ? [bytes, { level: 0 }] : bytes;
    }
    const ident = `npuzzle-${id}`.replace(/[^A-Za-z0-9_.-]/g, '-');
    const listed = Object.keys(files).map((f) => `      <file href="${xml(f)}"/>`).join('\n');
    const write = format === 'scorm2004' ? manifest2004 : manifest12;
    files['imsmanifest.xml'] = strToU8(write(ident, title, listed));
    const zip = zipSync(files, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
    self.postMessage({ zip }, [zip.buffer]);
  } catch (err) {
    self.postMessage({ error: String(err?.message ?? err) });
  }
};
