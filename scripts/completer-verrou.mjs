// Complète package-lock.json avec les paquets optionnels propres à d'autres plateformes que npm omet parfois
// (bogue connu de npm sur les dépendances optionnelles de plateforme) : sans eux, `npm ci` refuse le verrou.
// Usage : node scripts/completer-verrou.mjs (après un `npm install` qui a modifié le verrou) ;
// `--verifier` (dans `npm run lint`) échoue sans rien écrire quand des entrées manquent.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const chemin = new URL('../package-lock.json', import.meta.url);

/** Plateforme déduite du nom (`…-darwin-arm64`, `…-linux-x64-musl`, `…-win32-ia32-msvc`…). */
function plateformeDuNom(nom) {
  const os = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32', 'sunos', 'aix'].find((o) =>
    nom.includes(`-${o}-`),
  );
  const cpu = ['arm64', 'arm', 'x64', 'ia32', 'ppc64', 'riscv64', 's390x', 'loong64'].find((c) =>
    new RegExp(`-${c}(-|$)`).test(nom),
  );
  const libc =
    nom.endsWith('-musl') || nom.includes('-musleabihf')
      ? 'musl'
      : nom.includes('-gnu')
        ? 'glibc'
        : undefined;
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc: [libc] } : {}) };
}

/**
 * Métadonnées du paquet au registre ; certains binaires d'autres plateformes n'y sont pas publiés (404) :
 * l'entrée est alors décrite d'après son nom, sans empreinte, et `npm ci` la saute sur cette plateforme.
 */
function lirePaquet(nom, version) {
  try {
    const infos = JSON.parse(
      execFileSync(
        'npm',
        [
          'view',
          `${nom}@${version}`,
          '--json',
          'version',
          'dist.integrity',
          'license',
          'os',
          'cpu',
          'libc',
          'engines',
        ],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      ),
    );
    return Array.isArray(infos) ? infos.at(-1) : infos;
  } catch {
    return { version, ...plateformeDuNom(nom) };
  }
}
const verrou = JSON.parse(readFileSync(chemin, 'utf8'));
const paquets = verrou.packages;
let ajouts = 0;
for (const [cle, entree] of Object.entries({ ...paquets })) {
  for (const [nom, version] of Object.entries(entree.optionalDependencies ?? {})) {
    const cible = `node_modules/${nom}`;
    if (paquets[cible] || paquets[`${cle}/${cible}`]) continue;
    const choisi = lirePaquet(nom, version);
    paquets[cible] = {
      version: choisi.version,
      integrity: choisi['dist.integrity'],
      ...(entree.dev ? { dev: true } : {}),
      ...(choisi.license ? { license: choisi.license } : {}),
      optional: true,
      ...(choisi.os ? { os: choisi.os } : {}),
      ...(choisi.cpu ? { cpu: choisi.cpu } : {}),
      ...(choisi.libc ? { libc: choisi.libc } : {}),
      ...(choisi.engines ? { engines: choisi.engines } : {}),
    };
    ajouts += 1;
  }
}
if (process.argv.includes('--verifier')) {
  if (ajouts > 0) {
    console.error(
      `Le verrou npm omet ${ajouts} paquet(s) optionnel(s) : lancez « node scripts/completer-verrou.mjs ».`,
    );
    process.exit(1);
  }
  console.log('Le verrou npm est complet.');
  process.exit(0);
}
verrou.packages = Object.fromEntries(
  Object.entries(paquets).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(chemin, `${JSON.stringify(verrou, null, 2)}\n`);
console.log(`${ajouts} paquet(s) optionnel(s) ajouté(s) au verrou.`);
