/**
 * Fabriques des clés de requête react-query (ADR 0110) : chaque clé est construite ici, jamais écrite à la
 * main dans un composant. Les clés d'un domaine commencent par sa racine (`tout`) : invalider la racine ou
 * un niveau intermédiaire (`recherches()`) atteint toutes les requêtes qui en descendent.
 */

export const clesSession = {
  compte: () => ['session'] as const,
};

export const clesSysteme = {
  messageInformation: () => ['systeme', 'message-information'] as const,
  assistance: () => ['systeme', 'assistance'] as const,
};

export const clesFichesMemo = {
  categorie: (categorie: string) => ['fiches-memo', categorie] as const,
};

export const clesNewsletter = {
  lettres: () => ['newsletter', 'lettres'] as const,
};

export const clesClavis = {
  tout: ['clavis'] as const,
  urls: () => [...clesClavis.tout, 'urls'] as const,
  charte: () => [...clesClavis.tout, 'charte'] as const,
  attributs: () => [...clesClavis.tout, 'attributs'] as const,
};

export const clesNotaire = {
  tout: ['notaire'] as const,
  certificat: () => [...clesNotaire.tout, 'certificat'] as const,
  profil: () => [...clesNotaire.tout, 'profil'] as const,
};

export const clesInscription = {
  etablissement: (siret: string) => ['inscription', 'siret', siret] as const,
  cleActivation: (cle: string) => ['inscription', 'cle-activation', cle] as const,
};

export const clesMonEtablissement = {
  fiche: (id: number | undefined) => ['mon-etablissement', id ?? null] as const,
};

export const clesUtilisateurs = {
  tout: ['utilisateurs'] as const,
  /** Toutes les pages de la liste des comptes d'un établissement. */
  etablissement: (idEtablissement: number | undefined) =>
    [...clesUtilisateurs.tout, 'etablissement', idEtablissement ?? null] as const,
  page: (idEtablissement: number | undefined, page: number) =>
    [...clesUtilisateurs.etablissement(idEtablissement), page] as const,
  profilsDisponibles: (idCompte: number | null) => [...clesUtilisateurs.tout, 'profils', idCompte] as const,
};

export const clesTeledeclarants = {
  tout: ['teledeclarants'] as const,
  recherches: () => [...clesTeledeclarants.tout, 'recherche'] as const,
  recherche: (criteres: unknown) => [...clesTeledeclarants.recherches(), criteres] as const,
  fiche: (id: number) => [...clesTeledeclarants.tout, 'fiche', id] as const,
  statutsSuivants: (statut: string) => ['referentiels', 'statut-teledeclarant', 'suivant', statut] as const,
};

export const clesDeveloppement = {
  courriels: (filtre: unknown) => ['dev', 'courriels', filtre] as const,
  courriel: (id: number) => ['dev', 'courriel', id] as const,
  lettres: (filtre: unknown) => ['dev', 'lettres', filtre] as const,
  simulateurCertificat: () => ['dev', 'simulateur-certificat'] as const,
};

export const clesFicheSynthetique = {
  verification: (empreinte: string) => ['fiche-synthetique', 'verification', empreinte] as const,
};

export const clesCoproprietes = {
  tout: ['coproprietes'] as const,
  recherches: () => [...clesCoproprietes.tout, 'recherche'] as const,
  recherche: (criteres: unknown) => [...clesCoproprietes.recherches(), criteres] as const,
  tableauDeBordSyndic: () => [...clesCoproprietes.tout, 'tableau-de-bord-syndic'] as const,
  declarationsPrecedentes: (id: number) =>
    [...clesCoproprietes.tout, 'declarations-precedentes', id] as const,
  parcelles: (id: number) => [...clesCoproprietes.tout, 'parcelles', id] as const,
  /** Section des déclarations de prédécesseurs à valider (ADR 0312) : rechargée avec la liste. */
  declarationsAValider: (page: number) => [...clesCoproprietes.tout, 'declarations-a-valider', page] as const,
};

export const clesEcheancier = {
  tout: ['echeancier'] as const,
  page: (page: number, taille: number) => [...clesEcheancier.tout, 'page', page, taille] as const,
  flux: () => [...clesEcheancier.tout, 'flux'] as const,
};

export const clesValidations = {
  tout: ['validations'] as const,
  /** Toutes les recherches du guichet (rechargées à la fin de chaque action). */
  recherches: () => [...clesValidations.tout, 'recherche'] as const,
  recherche: (criteres: unknown) => [...clesValidations.recherches(), criteres] as const,
  typesDemande: () => ['referentiels', 'type-demande-valider-ratt-immat'] as const,
  /** Tout ce qui est lu d'une demande (copropriété n). */
  demande: (n: number) => [...clesValidations.tout, 'demande', n] as const,
  infos: (n: number) => [...clesValidations.demande(n), 'infos'] as const,
  adresses: (n: number) => [...clesValidations.demande(n), 'adresses'] as const,
  echanges: (n: number) => [...clesValidations.demande(n), 'echanges'] as const,
  declaration: (n: number, idDeclaration: number) =>
    [...clesValidations.demande(n), 'declaration', idDeclaration] as const,
  doublons: (n: number, idDeclaration: number, nbBatiments: number) =>
    [...clesValidations.demande(n), 'doublons', idDeclaration, nbBatiments] as const,
  cleDoublon: (n: number) => [...clesValidations.demande(n), 'cle-doublon'] as const,
  teneurs: () => [...clesValidations.tout, 'teneurs'] as const,
  /** Questions ouvertes de l'établissement du déclarant (accueil) et fil de ses demandes. */
  questionsOuvertes: () => ['echanges-declarant', 'questions-ouvertes'] as const,
  filDeclarant: (n: number) => ['echanges-declarant', 'fil', n] as const,
  /** Fil d'une demande de rattachement, côté établissement demandeur (ADR 0305). */
  filRattachement: (idMandat: number) => ['echanges-declarant', 'fil-rattachement', idMandat] as const,
};

export const clesJournal = {
  tout: ['journal'] as const,
  liste: (liste: string, categorie?: string) =>
    [...clesJournal.tout, 'liste', liste, categorie ?? null] as const,
  recherche: (criteres: unknown) => [...clesJournal.tout, 'recherche', criteres] as const,
};

export const clesIndicateurs = {
  tableau: () => ['indicateurs', 'tableau'] as const,
};

export const clesCourriers = {
  tout: ['courriers'] as const,
  lettres: (page: number, taille: number) => [...clesCourriers.tout, 'lettres', page, taille] as const,
  lots: (page: number, taille: number) => [...clesCourriers.tout, 'lots', page, taille] as const,
};

export const clesStatistiques = {
  tout: ['statistiques'] as const,
  niveau: (niveau: string, code: string) => [...clesStatistiques.tout, 'niveau', niveau, code] as const,
  conformite: (departement: string) => [...clesStatistiques.tout, 'conformite', departement] as const,
  series: (serie: 'annees' | 'trimestres', niveau: string, code: string) =>
    [...clesStatistiques.tout, 'series', serie, niveau, code] as const,
  region: (code: string) => [...clesStatistiques.tout, 'region', code] as const,
  departement: (code: string) => [...clesStatistiques.tout, 'departement', code] as const,
  epci: (siren: string) => [...clesStatistiques.tout, 'epci', siren] as const,
  epcisRegion: (region: string) => [...clesStatistiques.tout, 'epcis-region', region] as const,
};

export const clesReclamations = {
  tout: ['reclamations'] as const,
  typesDemandeur: (filtre: string) => [...clesReclamations.tout, 'typesDemandeur', filtre] as const,
  typesReclamation: (typeDemandeur: string) =>
    [...clesReclamations.tout, 'typesReclamation', typeDemandeur] as const,
  precisions: (typeDemandeur: string, type: string) =>
    [...clesReclamations.tout, 'precisions', typeDemandeur, type] as const,
  champsObligatoires: (type: string) => [...clesReclamations.tout, 'champsObligatoires', type] as const,
  nomCopropriete: (numero: string) => [...clesReclamations.tout, 'nomCopropriete', numero] as const,
  liste: (statut: string, page: number) => [...clesReclamations.tout, 'liste', statut, page] as const,
  detail: (id: number) => [...clesReclamations.tout, 'detail', id] as const,
};

export const clesDonneesEtApi = {
  tout: ['donnees-et-api'] as const,
  contrats: () => [...clesDonneesEtApi.tout, 'contrats'] as const,
  jeuDeDonnees: () => [...clesDonneesEtApi.tout, 'jeu-de-donnees'] as const,
  exemple: (adresse: string) => [...clesDonneesEtApi.tout, 'exemple', adresse] as const,
};

export const clesAnnuaire = {
  tout: ['annuaire'] as const,
  recherche: (criteres: unknown) => [...clesAnnuaire.tout, 'recherche', criteres] as const,
  fiche: (id: number) => [...clesAnnuaire.tout, 'fiche', id] as const,
};
