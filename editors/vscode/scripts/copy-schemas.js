// Copies the product's JSON Schemas (docs/schemas) into the extension, so the .vsix carries them.
const fs = require('fs');
const path = require('path');

const from = path.resolve(__dirname, '..', '..', '..', 'docs', 'schemas');
const to = path.resolve(__dirname, '..', 'schemas');
fs.mkdirSync(to, { recursive: true });
for (const name of fs.readdirSync(from).filter((n) => n.endsWith('.schema.json'))) {
  fs.copyFileSync(path.join(from, name), path.join(to, name));
}
