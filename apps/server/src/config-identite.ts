import { BlockList, isIP } from 'node:net';

/**
 * Configuration de la connexion institutionnelle (OpenID Connect, ADR 0065) et des certificats des notaires
 * (ADR 0067), lue des variables d'environnement.
 */
export interface ConfigIdentite {
  /** Émetteur OpenID Connect (par exemple https://auth.agentconnect.gouv.fr/api/v2) ; absent, fournisseur local. */
  issuerUrl: string | undefined;
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** Portées demandées (séparées par des espaces). */
  scopes: string;
  /** Valeurs `acr_values` demandées (ProConnect : `eidas1`), absentes par défaut. */
  acrValues: string | undefined;
  /** Nom du service affiché (`getservicename`). */
  nomService: string;
  /** Réponse du point `userinfo` signée (JWT) : algorithme attendu, par exemple RS256 ou ES256. */
  algorithmeUserinfo: string | undefined;
  /** Port du fournisseur d'identité local (0 : un port libre est choisi au démarrage). */
  portLocal: number;
}

export interface ConfigCertificat {
  /** Adresses (ou plages CIDR) des mandataires inverses autorisés à transmettre le certificat client. */
  mandatairesDeConfiance: BlockList;
  /** Texte de la liste, pour les journaux de démarrage. */
  mandatairesTexte: string;
  /** Simulateur de certificat de développement (`SIMULATEUR_CERTIFICAT=1`, jamais en production). */
  simulateur: boolean;
}

/** Variable d'environnement invalide ; `lireConfig` la transforme en `ErreurConfiguration`. */
export class ErreurConfigurationIdentite extends Error {}

/**
 * Construit une liste de mandataires de confiance (« 10.0.0.5, 10.1.0.0/16 ») : `PROXY_CERTIFICAT_IPS`, ou
 * `TRUST_PROXY` (ADR 0080).
 */
export function lireMandataires(texte: string | undefined, variable = 'PROXY_CERTIFICAT_IPS'): BlockList {
  const liste = new BlockList();
  for (const brut of (texte ?? '').split(',')) {
    const entree = brut.trim();
    if (!entree) continue;
    const [adresse = '', prefixe] = entree.split('/');
    const famille = isIP(adresse);
    if (famille === 0) {
      throw new ErreurConfigurationIdentite(
        `${variable} : « ${entree} » n'est ni une adresse IP ni une plage CIDR.`,
      );
    }
    const type = famille === 6 ? 'ipv6' : 'ipv4';
    if (prefixe === undefined) {
      liste.addAddress(adresse, type);
    } else {
      const longueur = Number(prefixe);
      if (!Number.isInteger(longueur) || longueur < 0 || longueur > (famille === 6 ? 128 : 32)) {
        throw new ErreurConfigurationIdentite(`${variable} : préfixe invalide dans « ${entree} ».`);
      }
      liste.addSubnet(adresse, longueur, type);
    }
  }
  return liste;
}

export function lireConfigIdentite(
  env: NodeJS.ProcessEnv,
  environnement: 'production' | 'development' | 'test',
): { identite: ConfigIdentite; certificat: ConfigCertificat } {
  const issuerUrl = env.IDENTITE_ISSUER_URL?.trim() || undefined;
  const clientId = env.IDENTITE_CLIENT_ID?.trim() || undefined;
  const clientSecret = env.IDENTITE_CLIENT_SECRET || undefined;
  if (issuerUrl && (!clientId || !clientSecret)) {
    throw new ErreurConfigurationIdentite(
      'IDENTITE_ISSUER_URL est renseignée : IDENTITE_CLIENT_ID et IDENTITE_CLIENT_SECRET sont alors obligatoires.',
    );
  }
  const simulateur = env.SIMULATEUR_CERTIFICAT === '1' || env.SIMULATEUR_CERTIFICAT === 'true';
  if (simulateur && environnement === 'production') {
    throw new ErreurConfigurationIdentite(
      'SIMULATEUR_CERTIFICAT est interdit en production : il permet de se présenter comme n’importe quel notaire.',
    );
  }
  const portLocal = Number(env.IDENTITE_LOCAL_PORT ?? 0);
  if (!Number.isInteger(portLocal) || portLocal < 0 || portLocal > 65535) {
    throw new ErreurConfigurationIdentite('IDENTITE_LOCAL_PORT doit être un numéro de port valide.');
  }
  return {
    identite: {
      issuerUrl,
      clientId,
      clientSecret,
      scopes: env.IDENTITE_SCOPES?.trim() || 'openid email given_name usual_name siret',
      acrValues: env.IDENTITE_ACR_VALUES?.trim() || undefined,
      nomService:
        env.IDENTITE_NOM_SERVICE?.trim() || (issuerUrl ? 'ProConnect' : 'Fournisseur d’identité local'),
      algorithmeUserinfo: env.IDENTITE_USERINFO_ALG?.trim() || undefined,
      portLocal,
    },
    certificat: {
      mandatairesDeConfiance: lireMandataires(env.PROXY_CERTIFICAT_IPS),
      mandatairesTexte: env.PROXY_CERTIFICAT_IPS?.trim() ?? '',
      simulateur,
    },
  };
}
