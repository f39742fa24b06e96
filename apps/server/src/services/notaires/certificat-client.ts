import type { InfoCertificat, QualiteNotariale } from '@registre/domain';
import type { FastifyRequest } from 'fastify';
import type { ConfigCertificat } from '../../config-identite.js';
import { CERTIFICATS_SIMULES, COOKIE_CERTIFICAT_SIMULE } from './certificats-simules.js';

/**
 * Certificat client d'un notaire (ADR 0067). TLS est terminé par le mandataire inverse (nginx), qui vérifie le
 * certificat avec l'autorité des notaires et transmet le résultat dans trois en-têtes. Ces en-têtes ne sont
 * crus que s'ils viennent d'une adresse de `PROXY_CERTIFICAT_IPS` : n'importe qui peut les écrire.
 */

export const ENTETE_SUJET = 'x-ssl-client-s-dn';
export const ENTETE_EMETTEUR = 'x-ssl-client-i-dn';
export const ENTETE_VERIFICATION = 'x-ssl-client-verify';

/** Longueur maximale acceptée d'un nom distinctif (colonnes de 500 caractères). */
const LONGUEUR_MAX_DN = 500;

/** Certificat client lu : noms distinctifs et informations utiles au registre. */
export type CertificatClient = InfoCertificat;

/** Attributs d'un nom distinctif, dans l'ordre, noms en minuscules. */
export type AttributsDn = [string, string][];

/** Décode les échappements RFC 4514 d'une valeur (`\,`, `\+`, `\"`, `\\`, `\C3\A9` en UTF-8…). */
function decoderValeur(brute: string): string {
  let valeur = brute.trim();
  if (valeur.startsWith('"') && valeur.endsWith('"') && valeur.length >= 2) valeur = valeur.slice(1, -1);
  const octets: number[] = [];
  for (let i = 0; i < valeur.length; i += 1) {
    const c = valeur[i]!;
    if (c === '\\' && i + 1 < valeur.length) {
      const suite = valeur.slice(i + 1, i + 3);
      if (/^[0-9A-Fa-f]{2}$/.test(suite)) {
        octets.push(Number.parseInt(suite, 16));
        i += 2;
      } else {
        octets.push(...Buffer.from(valeur[i + 1]!, 'utf8'));
        i += 1;
      }
    } else {
      octets.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(octets).toString('utf8');
}

/**
 * Analyse un nom distinctif au format RFC 4514 / RFC 2253 (`CN=…,OU=…,O=…,C=FR`, celui de
 * `$ssl_client_s_dn` de nginx) ou au format historique d'OpenSSL (`/C=FR/O=…/CN=…`).
 */
export function analyserDn(dn: string): AttributsDn {
  const texte = dn.trim();
  const morceaux: string[] = [];
  if (texte.startsWith('/')) {
    morceaux.push(...texte.slice(1).split('/'));
  } else {
    let courant = '';
    let entreGuillemets = false;
    for (let i = 0; i < texte.length; i += 1) {
      const c = texte[i]!;
      if (c === '\\' && i + 1 < texte.length) {
        courant += c + texte[i + 1];
        i += 1;
      } else if (c === '"') {
        entreGuillemets = !entreGuillemets;
        courant += c;
      } else if ((c === ',' || c === '+' || c === ';') && !entreGuillemets) {
        morceaux.push(courant);
        courant = '';
      } else {
        courant += c;
      }
    }
    morceaux.push(courant);
  }
  const attributs: AttributsDn = [];
  for (const morceau of morceaux) {
    const egal = morceau.indexOf('=');
    if (egal <= 0) continue;
    attributs.push([morceau.slice(0, egal).trim().toLowerCase(), decoderValeur(morceau.slice(egal + 1))]);
  }
  return attributs;
}

const NOMS = {
  prenom: ['gn', 'givenname', 'g', '2.5.4.42'],
  nom: ['sn', 'surname', '2.5.4.4'],
  nomCommun: ['cn', 'commonname', '2.5.4.3'],
  email: ['emailaddress', 'e', 'email', '1.2.840.113549.1.9.1'],
  titre: ['title', 't', '2.5.4.12'],
  unite: ['ou', 'organizationalunitname', '2.5.4.11'],
} as const;

const valeurDe = (attributs: AttributsDn, noms: readonly string[]): string | null =>
  attributs.find(([nom]) => noms.includes(nom))?.[1]?.trim() || null;

/** Qualité lue dans l'attribut `title` du sujet : notaire, ou collaborateur (clerc, collaborateur). */
export function qualiteDuTitre(titre: string | null): QualiteNotariale | null {
  const t = (titre ?? '').toLowerCase();
  if (/collaborat|clerc/.test(t)) return 'COLLABORATEUR';
  if (/notaire/.test(t)) return 'NOTAIRE';
  return null;
}

/** Lit les informations utiles d'un certificat de notaire à partir de ses noms distinctifs. */
export function decrireCertificat(subjectDn: string, issuerDn: string, simule = false): CertificatClient {
  const attributs = analyserDn(subjectDn);
  const unites = attributs.filter(([nom]) => NOMS.unite.includes(nom as never)).map(([, v]) => v);
  const numEtude = unites.map((u) => /(?:^|\D)(\d{5})$/.exec(u.trim())?.[1]).find(Boolean) ?? null;
  let prenom = valeurDe(attributs, NOMS.prenom);
  let nom = valeurDe(attributs, NOMS.nom);
  const nomCommun = valeurDe(attributs, NOMS.nomCommun);
  if ((!prenom || !nom) && nomCommun) {
    const [premier, ...reste] = nomCommun.split(/\s+/);
    prenom ??= reste.length > 0 ? (premier ?? null) : null;
    nom ??= reste.length > 0 ? reste.join(' ') : nomCommun;
  }
  const email = valeurDe(attributs, NOMS.email)?.toLowerCase() ?? null;
  return {
    subjectDn,
    issuerDn,
    numEtude,
    qualite: qualiteDuTitre(valeurDe(attributs, NOMS.titre)),
    nom,
    prenom,
    email,
    simule,
  };
}

/** Adresse du pair TCP (le mandataire inverse), sans la forme IPv4 « mappée » en IPv6. */
export function adressePair(requete: FastifyRequest): string | null {
  const brute = requete.raw.socket?.remoteAddress ?? null;
  if (!brute) return null;
  return brute.startsWith('::ffff:') && brute.includes('.') ? brute.slice('::ffff:'.length) : brute;
}

export function estMandataireDeConfiance(requete: FastifyRequest, config: ConfigCertificat): boolean {
  const adresse = adressePair(requete);
  if (!adresse) return false;
  return config.mandatairesDeConfiance.check(adresse, adresse.includes(':') ? 'ipv6' : 'ipv4');
}

const entete = (requete: FastifyRequest, nom: string): string | null => {
  const valeur = requete.headers[nom];
  const texte = Array.isArray(valeur) ? valeur[0] : valeur;
  return typeof texte === 'string' && texte.trim() !== '' ? texte.trim() : null;
};

/**
 * Certificat client de la requête : celui du simulateur de développement s'il est actif et choisi, sinon
 * celui que transmet un mandataire de confiance après une vérification réussie (`SUCCESS`) ; null sinon.
 */
export function lireCertificat(requete: FastifyRequest, config: ConfigCertificat): CertificatClient | null {
  if (config.simulateur) {
    const cookie = requete.cookies?.[COOKIE_CERTIFICAT_SIMULE];
    const lu = cookie ? requete.unsignCookie(cookie) : null;
    const simule = lu?.valid ? CERTIFICATS_SIMULES.find((c) => c.id === lu.value) : undefined;
    if (simule) return decrireCertificat(simule.subjectDn, simule.issuerDn, true);
  }
  if (!estMandataireDeConfiance(requete, config)) return null;
  if (entete(requete, ENTETE_VERIFICATION) !== 'SUCCESS') return null;
  const sujet = entete(requete, ENTETE_SUJET);
  const emetteur = entete(requete, ENTETE_EMETTEUR);
  if (!sujet || !emetteur || sujet.length > LONGUEUR_MAX_DN || emetteur.length > LONGUEUR_MAX_DN) return null;
  return decrireCertificat(sujet, emetteur);
}
