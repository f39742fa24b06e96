import { X509Certificate } from 'node:crypto';

/**
 * Lecture d'un certificat client déposé par le teneur pour le service web d'un télédéclarant (ADR 0062).
 * Le fichier `.pem` ne doit contenir que le certificat PUBLIC : une clé privée (quelle que soit sa forme)
 * est refusée, car elle ne doit jamais quitter le poste du télédéclarant.
 */

export interface CertificatLu {
  /** Nom distinctif du sujet, au format RFC 4514 (`CN=…,O=…,C=FR`, du dernier RDN au premier). */
  subjectDn: string;
  issuerDn: string;
  valideDu: Date;
  valideJusquAu: Date;
  /** Empreinte SHA-256 du certificat (hexadécimal, octets séparés par « : »). */
  empreinteSha256: string;
}

export type LectureCertificat = { ok: true; certificat: CertificatLu } | { ok: false; message: string };

const MOTIF_CLE_PRIVEE = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/;
const MOTIF_CERTIFICAT = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/;

/** Longueur maximale d'un nom distinctif enregistré (colonnes de 500 caractères). */
export const LONGUEUR_MAX_DN = 500;

/**
 * Convertit un nom tel que l'écrit Node (un RDN par ligne, dans l'ordre du certificat, caractères
 * spéciaux déjà échappés à la manière de la RFC 4514) en chaîne RFC 4514 : RDN du dernier au premier,
 * séparés par des virgules — la forme que donnent `openssl -nameopt RFC2253` et les mandataires inverses.
 */
export function nomDistinctifRfc4514(nomNode: string): string {
  return nomNode
    .split('\n')
    .map((rdn) => rdn.trim())
    .filter((rdn) => rdn !== '')
    .reverse()
    .join(',');
}

/** Lit le premier certificat X.509 d'un texte PEM, ou explique en français pourquoi il est refusé. */
export function lireCertificatPem(pem: string, maintenant: Date = new Date()): LectureCertificat {
  if (MOTIF_CLE_PRIVEE.test(pem)) {
    return {
      ok: false,
      message:
        'Le fichier contient une clé privée : déposez uniquement le certificat public (bloc « BEGIN CERTIFICATE »). La clé privée ne doit jamais être transmise.',
    };
  }
  const bloc = MOTIF_CERTIFICAT.exec(pem)?.[0];
  if (bloc === undefined) {
    return {
      ok: false,
      message:
        "Le fichier n'est pas un certificat au format PEM : il doit contenir un bloc « -----BEGIN CERTIFICATE----- ».",
    };
  }
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(bloc);
  } catch {
    return { ok: false, message: 'Le certificat est illisible : vérifiez le fichier déposé.' };
  }
  const valideDu = new Date(x509.validFrom);
  const valideJusquAu = new Date(x509.validTo);
  if (valideJusquAu.getTime() <= maintenant.getTime()) {
    const date = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(valideJusquAu);
    return {
      ok: false,
      message: `Le certificat a expiré le ${date} : déposez un certificat en cours de validité.`,
    };
  }
  const subjectDn = nomDistinctifRfc4514(x509.subject);
  const issuerDn = nomDistinctifRfc4514(x509.issuer);
  if (subjectDn === '' || issuerDn === '') {
    return { ok: false, message: "Le certificat n'a pas de nom distinctif de sujet ou d'émetteur." };
  }
  if (subjectDn.length > LONGUEUR_MAX_DN || issuerDn.length > LONGUEUR_MAX_DN) {
    return {
      ok: false,
      message: `Les noms distinctifs du certificat dépassent ${LONGUEUR_MAX_DN} caractères.`,
    };
  }
  return {
    ok: true,
    certificat: { subjectDn, issuerDn, valideDu, valideJusquAu, empreinteSha256: x509.fingerprint256 },
  };
}
