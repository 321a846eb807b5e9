// Writes the Licensing page's state checklists (web/public/licenses/{code}.pdf) and the HR and
// Compliance downloads (web/public/compliance/{name}.pdf) from the JSON beside those screens.
// Run `pnpm --filter @lendhub/web documents` after changing the text; the output is committed.
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const readJson = (path) => JSON.parse(readFileSync(`${webRoot}${path}`, 'utf8'));
const guide = readJson('src/features/licensing/licensingGuide.json');
const compliance = readJson('src/features/hr/compliancePdfs.json');

const BRAND = '#1D4ED8';
const INK = '#111827';
const MUTED = '#4B5563';
// A fixed date keeps the files byte-identical from one run to the next (no noise in git).
const CREATED = new Date('2025-01-01T00:00:00Z');
const DISCLAIMER =
  'General guidance prepared by LendHub, not legal advice. Requirements change: confirm them with the regulator and the NMLS Resource Center before you apply.';

function write(path, title, draw) {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: title, Author: 'LendHub', CreationDate: CREATED, ModDate: CREATED },
  });
  const done = new Promise((resolve, reject) => {
    const out = createWriteStream(path);
    out.on('finish', resolve).on('error', reject);
    doc.pipe(out);
  });
  header(doc, title);
  draw(doc);
  footer(doc);
  doc.end();
  return done;
}

/** The LendHub mark (rounded square with an "L") and the document's title. */
function header(doc, title) {
  doc.roundedRect(54, 50, 28, 28, 7).fill(BRAND);
  doc.polygon([63, 57], [66.5, 57], [66.5, 67.5], [73.5, 67.5], [73.5, 71], [63, 71]).fill('#FFFFFF');
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(13).text('LendHub', 90, 58);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(title, 54, 100);
  doc.moveDown(0.4);
}

function footer(doc) {
  // The footer sits inside the bottom margin: without this pdfkit would start a second page for it.
  doc.page.margins.bottom = 0;
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(DISCLAIMER, 54, 742, { width: 504 });
}

function checkbox(doc, text) {
  const y = doc.y;
  doc
    .rect(58, y + 1, 9, 9)
    .lineWidth(1)
    .stroke(MUTED);
  doc.fillColor(INK).font('Helvetica').fontSize(10.5).text(text, 76, y, { width: 482 });
  doc.moveDown(0.45);
}

function stateChecklist(state) {
  const fill = (text) => text.replaceAll('{state}', state.name).replaceAll('{regulator}', state.regulator);
  return write(`${webRoot}public/licenses/${state.code}.pdf`, `${state.name} (${state.code}) MLO licensing checklist`, (doc) => {
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor(MUTED)
      .text(`Regulator: ${state.regulator}. Every application, renewal and change goes through NMLS.`, { width: 504 });
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('The 4 steps');
    doc.moveDown(0.3);
    guide.steps.forEach((step, index) => {
      doc
        .font('Helvetica-Bold')
        .fontSize(10.5)
        .fillColor(BRAND)
        .text(`Step ${index + 1}: ${step.title}`);
      doc.font('Helvetica').fontSize(10).fillColor(INK).text(step.text, { width: 504 });
      doc.moveDown(0.4);
    });
    doc.moveDown(0.4);
    doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('Checklist');
    doc.moveDown(0.3);
    for (const item of guide.checklist) checkbox(doc, fill(item));
    doc.moveDown(0.4);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text('Questions along the way? Ask the LendHub AI assistant at /ai-chatbot.', { width: 504 });
  });
}

function complianceDocument(fileName, content) {
  return write(`${webRoot}public/compliance/${fileName}.pdf`, content.title, (doc) => {
    doc.font('Helvetica').fontSize(10.5).fillColor(MUTED).text(content.intro, { width: 504 });
    doc.moveDown(0.8);
    for (const [heading, text] of content.sections) {
      doc.font('Helvetica-Bold').fontSize(11.5).fillColor(BRAND).text(heading);
      doc.font('Helvetica').fontSize(10.5).fillColor(INK).text(text, { width: 504 });
      doc.moveDown(0.6);
    }
  });
}

mkdirSync(`${webRoot}public/licenses`, { recursive: true });
mkdirSync(`${webRoot}public/compliance`, { recursive: true });
await Promise.all([
  ...guide.states.map(stateChecklist),
  ...Object.entries(compliance).map(([fileName, content]) => complianceDocument(fileName, content)),
]);
console.log(`Wrote ${guide.states.length} state checklists and ${Object.keys(compliance).length} compliance documents.`);
