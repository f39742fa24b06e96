import type { Page } from '@playwright/test';
import { executerSql, expect, seConnecter, test, verifierAccessibilite } from '../fixtures/base';
import {
  capturer as capturerPage,
  continuerEnConfirmant,
  etapeAffichee,
  repondre,
  repondreProceduresSansArrete,
} from '../fixtures/parcours-declaration';

/** Texte pris tel quel dans une expression régulière (noms avec parenthèses). */
const motif = (texte: string) => texte.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Issue 8 §5 : un syndic met à jour une copropriété immatriculée de la démonstration dans le parcours
// `/immatriculer-copropriete` : mise à jour annuelle (avertissements de l'exercice confirmés, différences au
// récapitulatif), mise à jour standard (exercice validé en lecture seule), brouillon de mise à jour repris à la
// première étape incomplète, puis les comptes non approuvés complétés. Axe sur chaque étape ; captures à 1280,
// 991 et 375 px.

const SYNDIC = 'demo.pro.admin@registre.local';
/** Captures à 1280, 991 (sous le seuil de 992 px) et 375 px. */
const capturer = (page: Page, nom: string) => capturerPage(page, 'mises-a-jour', nom, [1280, 991, 375]);

const continuer = (page: Page) => page.getByRole('button', { name: 'Enregistrer et continuer' }).click();

/** Connexion du syndic, attendue jusqu'au bout (la page de connexion a elle aussi un titre). */
async function connecter(page: Page): Promise<void> {
  await seConnecter(page, SYNDIC);
  await expect(page.getByRole('button', { name: 'Se déconnecter' }).first()).toBeVisible();
}

/** Date « jj/mm/aaaa » décalée de `jours` (calcul en UTC : pas de changement d'heure). */
function decaler(texte: string, jours: number): string {
  const [j, m, a] = texte.split('/').map(Number);
  const date = new Date(Date.UTC(a!, m! - 1, j! + jours));
  return `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
}

function aujourdhuiTexte(): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
}

interface CoproprieteDemo {
  id: number;
  nom: string;
  cloture: string;
}

/**
 * Copropriétés rattachées au syndic, sans brouillon ni exercice non approuvé en attente, dont le dernier
 * exercice est clos depuis plus de 400 jours : un nouvel exercice de 12 mois et son AG sont alors passés.
 */
async function coproprietesDuSyndic(nombre = 2): Promise<CoproprieteDemo[]> {
  return executerSql<CoproprieteDemo & Record<string, unknown>>(
    `SELECT c.id, c.nom, to_char(c.date_cloture_dernier_exercice, 'DD/MM/YYYY') AS cloture
     FROM copropriete c JOIN compte u ON u.id_teledeclarant = c.id_teledeclarant_courant
     WHERE u.login = $1 AND c.etat = 'IMMATRICULEE_RATTACHEE' AND NOT c.maj_comptes_non_approuves_a_faire
       AND c.date_cloture_dernier_exercice < current_date - 400
       AND NOT EXISTS (SELECT 1 FROM declaration d WHERE d.id_copropriete = c.id AND d.statut = 'BROUILLON')
     ORDER BY c.id LIMIT $2`,
    [SYNDIC, nombre],
  );
}

/** Montants de l'exercice et personnel. */
async function remplirMontants(page: Page): Promise<void> {
  await page.getByLabel(/^Charges pour opérations courantes/).fill('64 000');
  await page.getByLabel(/^Charges pour travaux et opérations exceptionnelles/).fill('2500');
  await page.getByLabel(/^Dettes fournisseurs/).fill('800');
  await page.getByLabel(/^Montant des impayés des copropriétaires/).fill('1500');
  await page.getByLabel(/^Nombre de copropriétaires débiteurs/).fill('1');
  await page.getByLabel(/^Montant du fonds de travaux/).fill('3000');
  await repondre(page, /emploie-t-il du personnel/, 'Non');
}

/** Données techniques que la démonstration n'a pas ; plan pluriannuel quand la copropriété y est tenue. */
async function remplirTechniques(page: Page): Promise<void> {
  await page.getByLabel(/^Période de construction/).selectOption({ label: 'De 1961 à 1974' });
  await page.getByLabel(/^Type de chauffage/).selectOption({ label: 'Individuel' });
  await page.getByLabel(/^Nombre d'ascenseurs/).fill('2');
  const plan = page.getByRole('group', { name: /inscrit à l'ordre du jour/ });
  if ((await plan.count()) > 0) {
    await repondre(page, /inscrit à l'ordre du jour/, 'Oui');
    await repondre(page, /plan pluriannuel de travaux a-t-il été adopté/, 'Non');
  }
}

/** Ligne du tableau des différences pour un champ. */
const difference = (page: Page, libelle: string) =>
  page
    .getByRole('table', { name: /donnée.* modifiée/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: libelle, exact: true }) });

test.describe('mises à jour d’une copropriété immatriculée', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.setTimeout(300_000);

  test('mise à jour annuelle avec ses différences, puis mise à jour standard', async ({ page }) => {
    const [copro] = await coproprietesDuSyndic();
    expect(copro, 'copropriété de démonstration à mettre à jour').toBeTruthy();
    const { id, nom, cloture } = copro!;
    await connecter(page);

    // Lien de la liste : la mise à jour annuelle commence à l'identification, pré-remplie.
    await page.goto(`/immatriculer-copropriete?copropriete=${id}&maj=ANNUELLE`);
    await expect(page).toHaveURL(
      new RegExp(`/immatriculer-copropriete/identification\\?copropriete=${id}&maj=ANNUELLE$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Mise à jour annuelle de la copropriété « ${nom} »`,
    );
    // Titre du document et fil d'Ariane disent la mise à jour, pas l'immatriculation.
    await expect(page).toHaveTitle(
      new RegExp(`^Mise à jour annuelle de la copropriété «\\s${motif(nom)}\\s» - `),
    );
    const fil = page.getByRole('navigation', { name: /vous êtes ici/i });
    await expect(fil).toContainText('Copropriétés');
    await expect(fil).toContainText(`Mise à jour annuelle de la copropriété « ${nom} »`);
    await expect(fil).not.toContainText('Immatriculer une copropriété');
    await etapeAffichee(page, 'Identification de la copropriété');
    await expect(page.getByText('Étape 1 sur 5')).toBeVisible();
    await expect(page.getByLabel(/^Nom de la copropriété/)).toHaveValue(nom);
    const nouveauNom = `${nom} (annuelle)`;
    await page.getByLabel(/^Nom de la copropriété/).fill(nouveauNom);
    await verifierAccessibilite(page);
    await capturer(page, '1-annuelle-identification');
    await continuer(page);

    await etapeAffichee(page, 'Procédures administratives et judiciaires');
    await repondreProceduresSansArrete(page);
    await verifierAccessibilite(page);
    await continuer(page);

    // Nouvel exercice : le jour de clôture change (31 → 30…), ce que §5.5 fait confirmer.
    await etapeAffichee(page, 'Données financières');
    const debut = decaler(cloture, 1);
    const nouvelleCloture = decaler(cloture, 364);
    await repondre(page, /premier exercice comptable/, 'Non');
    await page.getByLabel(/^Date de début de l'exercice comptable/).fill(debut);
    await page.getByLabel(/^Date de clôture des comptes/).fill(nouvelleCloture);
    await page.getByLabel(/^Date de l'assemblée générale/).fill(decaler(nouvelleCloture, 30));
    await remplirMontants(page);
    await continuer(page);
    await expect(page.getByText('Je confirme cette information')).toBeVisible();
    await etapeAffichee(page, 'Données financières');
    await verifierAccessibilite(page);
    await capturer(page, '2-annuelle-avertissement');
    await page.getByText('Je confirme cette information').click();
    await continuer(page);

    await etapeAffichee(page, 'Données techniques');
    await remplirTechniques(page);
    await verifierAccessibilite(page);
    await continuer(page);

    // Récapitulatif : ce qui a changé depuis la dernière déclaration validée, champ par champ.
    await etapeAffichee(page, 'Récapitulatif');
    await expect(
      page.getByRole('heading', { name: 'Modifications depuis la dernière déclaration validée' }),
    ).toBeVisible();
    await expect(difference(page, 'Nom de la copropriété')).toContainText(nom);
    await expect(difference(page, 'Nom de la copropriété')).toContainText(nouveauNom);
    await expect(difference(page, 'Date de clôture des comptes')).toContainText(cloture);
    await expect(difference(page, 'Date de clôture des comptes')).toContainText(nouvelleCloture);
    const entetes = page.getByRole('table', { name: /donnée.* modifiée/ }).getByRole('columnheader');
    await expect(entetes).toHaveText(['Étape', 'Donnée', 'Ancienne valeur', 'Nouvelle valeur']);
    await verifierAccessibilite(page);
    await capturer(page, '3-annuelle-recapitulatif');
    await page.getByRole('button', { name: 'Transmettre la mise à jour' }).click();

    // Notification de succès et retour à la liste, où la date de dernière annuelle est celle du jour.
    await expect(page).toHaveURL(/\/copropriete$/);
    await expect(page.getByText('Mise à jour transmise')).toBeVisible();
    await page.getByLabel('Immatriculation ou nom').fill(nouveauNom);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    const ligne = page.getByRole('table').locator('tbody tr').filter({ hasText: nouveauNom });
    await expect(ligne).toHaveCount(1);
    await expect(ligne).toContainText(aujourdhuiTexte());
    await expect(ligne).toContainText('À jour');
    const [apres] = await executerSql<{ cloture: string; nom: string }>(
      `SELECT to_char(date_cloture_dernier_exercice, 'DD/MM/YYYY') AS cloture, nom FROM copropriete WHERE id = $1`,
      [id],
    );
    expect(apres).toEqual({ cloture: nouvelleCloture, nom: nouveauNom });

    // Correction de la dernière annuelle : elle la remplace ; ses différences se lisent contre la déclaration
    // d'où partait l'annuelle corrigée, dont l'exercice se confirme de nouveau (§5.5).
    await page.goto(`/immatriculer-copropriete/identification?copropriete=${id}&maj=ANNUELLE&corriger=true`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Correction de la dernière déclaration annuelle « ${nouveauNom} »`,
    );
    await expect(page).toHaveTitle(
      new RegExp(`^Correction de la dernière déclaration annuelle «\\s${motif(nouveauNom)}\\s» - `),
    );
    await etapeAffichee(page, 'Identification de la copropriété');
    await continuer(page);
    await etapeAffichee(page, 'Procédures administratives et judiciaires');
    await continuer(page);
    await etapeAffichee(page, 'Données financières');
    await expect(page.getByLabel(/^Date de clôture des comptes/)).toHaveValue(nouvelleCloture);
    await page.getByLabel(/^Charges pour opérations courantes/).fill('65 500');
    await continuerEnConfirmant(page, 'Données techniques');
    await continuer(page);
    await etapeAffichee(page, 'Récapitulatif');
    await expect(
      page.getByRole('heading', {
        name: "Modifications depuis la déclaration qui précédait l'annuelle corrigée",
      }),
    ).toBeVisible();
    await expect(difference(page, 'Charges pour opérations courantes')).toContainText('65 500');
    await expect(difference(page, 'Nom de la copropriété')).toContainText(nom);
    await verifierAccessibilite(page);
    await capturer(page, '3b-correction-recapitulatif');
    await page.getByRole('button', { name: 'Transmettre la mise à jour' }).click();
    await expect(page).toHaveURL(/\/copropriete$/);
    await expect(page.getByText('Correction transmise')).toBeVisible();
    const [corrigee] = await executerSql<{ charges: string; supprimees: number; annuelle: string }>(
      `SELECT d.charges_operations_courantes::text AS charges,
         (SELECT count(*)::int FROM declaration s WHERE s.id_copropriete = c.id AND s.statut = 'SUPPRIME') AS supprimees,
         to_char(c.date_derniere_maj_annuelle, 'DD/MM/YYYY') AS annuelle
       FROM copropriete c JOIN declaration d ON d.id = c.id_declaration_courante WHERE c.id = $1`,
      [id],
    );
    expect(corrigee).toEqual({ charges: '65500.00', supprimees: 1, annuelle: aujourdhuiTexte() });

    // Mise à jour standard : l'exercice validé se lit, il ne se modifie pas.
    await page.goto(`/immatriculer-copropriete?copropriete=${id}&maj=STANDARD`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Mise à jour standard de la copropriété « ${nouveauNom} »`,
    );
    await etapeAffichee(page, 'Identification de la copropriété');
    const nomStandard = `${nom} (standard)`;
    await page.getByLabel(/^Nom de la copropriété/).fill(nomStandard);
    await continuer(page);
    await etapeAffichee(page, 'Procédures administratives et judiciaires');
    await continuer(page);
    await etapeAffichee(page, 'Données financières');
    await expect(
      page.getByText('Ces données ne se modifient pas dans une mise à jour standard'),
    ).toBeVisible();
    await expect(page.getByLabel(/^Date de clôture des comptes/)).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText(nouvelleCloture);
    await verifierAccessibilite(page);
    await capturer(page, '4-standard-exercice-en-lecture');
    await continuer(page);
    await etapeAffichee(page, 'Données techniques');
    await continuer(page);
    await etapeAffichee(page, 'Récapitulatif');
    await expect(page.getByRole('table', { name: '1 donnée modifiée' })).toBeVisible();
    await expect(difference(page, 'Nom de la copropriété')).toContainText(nomStandard);
    await verifierAccessibilite(page);
    await page.getByRole('button', { name: 'Transmettre la mise à jour' }).click();
    await expect(page).toHaveURL(/\/copropriete$/);
    await expect(page.getByText('Mise à jour transmise')).toBeVisible();
    const [standard] = await executerSql<{ nom: string; type_maj: string }>(
      `SELECT c.nom, d.type_maj FROM copropriete c JOIN declaration d ON d.id = c.id_declaration_courante
       WHERE c.id = $1`,
      [id],
    );
    expect(standard).toEqual({ nom: nomStandard, type_maj: 'STANDARD' });
  });

  test('brouillon de mise à jour repris à la bonne étape, puis comptes non approuvés complétés', async ({
    page,
  }) => {
    const [, copro] = await coproprietesDuSyndic();
    expect(copro, 'seconde copropriété de démonstration').toBeTruthy();
    const { id, nom, cloture } = copro!;
    // Déclaration sans montants ni données techniques (la démonstration est complète : ils sont effacés ici) :
    // l'annuelle pré-remplie a des étapes incomplètes.
    await executerSql(
      `UPDATE declaration SET charges_operations_courantes = NULL, type_chauffage = NULL
       WHERE id = (SELECT id_declaration_courante FROM copropriete WHERE id = $1)`,
      [id],
    );
    await connecter(page);

    // Annuelle commencée : identification et procédures faites, puis « Mettre à jour et quitter ».
    await page.goto(`/immatriculer-copropriete/identification?copropriete=${id}&maj=ANNUELLE`);
    await etapeAffichee(page, 'Identification de la copropriété');
    await continuer(page);
    await etapeAffichee(page, 'Procédures administratives et judiciaires');
    await repondreProceduresSansArrete(page);
    await page.getByRole('button', { name: 'Mettre à jour et quitter' }).click();
    await expect(page).toHaveURL(/\/copropriete$/);
    await expect(page.getByText('Mise à jour enregistrée')).toBeVisible();

    // « Mes brouillons » reprend la mise à jour à la première étape incomplète : les données financières.
    await page.goto('/immatriculer-copropriete');
    await page.getByRole('link', { name: new RegExp(`Reprendre le brouillon ${nom}`) }).click();
    await expect(page).toHaveURL(
      new RegExp(`/immatriculer-copropriete/donnees-financieres\\?copropriete=${id}&maj=ANNUELLE$`),
    );
    await etapeAffichee(page, 'Données financières');
    await verifierAccessibilite(page);
    await capturer(page, '5-reprise-donnees-financieres');
    // Par l'identifiant du brouillon (lien « reprendre et enregistrer les modifications » de la liste), de même.
    const [brouillon] = await executerSql<{ id: number }>(
      `SELECT id FROM declaration WHERE id_copropriete = $1 AND statut = 'BROUILLON' AND type_maj = 'ANNUELLE'`,
      [id],
    );
    await page.goto(`/immatriculer-copropriete/identification?id=${brouillon!.id}`);
    await expect(page).toHaveURL(
      new RegExp(`/immatriculer-copropriete/donnees-financieres\\?copropriete=${id}&maj=ANNUELLE$`),
    );
    await etapeAffichee(page, 'Données financières');

    // Exercice déclaré aux comptes non approuvés (pas d'AG), transmis.
    const nouvelleCloture = decaler(cloture, 365);
    await repondre(page, /premier exercice comptable/, 'Non');
    await page.getByLabel(/^Date de début de l'exercice comptable/).fill(decaler(cloture, 1));
    await page.getByLabel(/^Date de clôture des comptes/).fill(nouvelleCloture);
    await page.getByText("Les comptes de l'exercice n'ont pas encore été approuvés").click();
    // L'AG du dernier exercice approuvé était pré-remplie : sans approbation, pas d'AG pour ce nouvel exercice.
    await page.getByLabel(/^Date de l'assemblée générale/).fill('');
    await remplirMontants(page);
    await continuerEnConfirmant(page, 'Données techniques');
    await remplirTechniques(page);
    await continuer(page);
    await etapeAffichee(page, 'Récapitulatif');
    await page.getByRole('button', { name: 'Transmettre la mise à jour' }).click();
    await expect(page).toHaveURL(/\/copropriete$/);
    const [enAttente] = await executerSql<{ a_faire: boolean }>(
      'SELECT maj_comptes_non_approuves_a_faire AS a_faire FROM copropriete WHERE id = $1',
      [id],
    );
    expect(enAttente?.a_faire).toBe(true);

    // Comptes non approuvés : seul ce qui se complète est saisi ; l'exercice se lit.
    await page.goto(
      `/immatriculer-copropriete/donnees-financieres?copropriete=${id}&maj=COMPTESNONAPPROUVES`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Données financières de l'exercice non approuvé « ${nom} »`,
    );
    await expect(page.getByLabel(/^Date de clôture des comptes/)).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText(nouvelleCloture);
    await verifierAccessibilite(page);
    await capturer(page, '6-comptes-non-approuves');
    await page.getByText("Les comptes de l'exercice n'ont pas encore été approuvés").click();
    await page.getByRole('button', { name: 'Transmettre la mise à jour' }).click();
    // L'AG est désormais demandée : la règle du domaine le dit sur le champ.
    await expect(page.getByTestId('resume-erreurs')).toBeFocused();
    await page.getByLabel(/^Date de l'assemblée générale/).fill(decaler(nouvelleCloture, 20));
    await verifierAccessibilite(page);
    await page.getByRole('button', { name: 'Transmettre la mise à jour' }).click();
    await expect(page).toHaveURL(/\/copropriete$/);
    await expect(page.getByText('Mise à jour transmise')).toBeVisible();
    const [complete] = await executerSql<{ a_faire: boolean; type_maj: string }>(
      `SELECT c.maj_comptes_non_approuves_a_faire AS a_faire, d.type_maj FROM copropriete c
       JOIN declaration d ON d.id = c.id_declaration_courante WHERE c.id = $1`,
      [id],
    );
    expect(complete).toEqual({ a_faire: false, type_maj: 'COMPTESNONAPPROUVES' });
  });

  test('un lien faux ou une copropriété d’un autre établissement donnent un message clair', async ({
    page,
  }) => {
    await connecter(page);
    await page.goto('/immatriculer-copropriete/identification?copropriete=abc&maj=ANNUELLE');
    await expect(page.getByText('Lien de mise à jour invalide')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à la liste des copropriétés' })).toBeVisible();
    await page.goto('/immatriculer-copropriete?copropriete=1&maj=AUTRE');
    await expect(page.getByText(/nature de la mise à jour est absente ou inconnue/)).toBeVisible();
    await verifierAccessibilite(page);
    const [autre] = await executerSql<{ id: number }>(
      `SELECT c.id FROM copropriete c JOIN compte u ON u.login = $1
       WHERE c.etat = 'IMMATRICULEE_RATTACHEE' AND c.id_teledeclarant_courant <> u.id_teledeclarant
       ORDER BY c.id LIMIT 1`,
      [SYNDIC],
    );
    await page.goto(`/immatriculer-copropriete?copropriete=${autre!.id}&maj=STANDARD`);
    await expect(page.getByText('Cette mise à jour ne peut pas être ouverte')).toBeVisible();
    // Le refus du serveur (règle des actions) est dit en français sous le titre.
    await expect(
      page.locator('.fr-alert--error').filter({ hasText: 'Cette mise à jour ne peut pas être ouverte' }),
    ).toContainText("Cette copropriété n'est pas gérée par votre établissement");
    await verifierAccessibilite(page);
    await capturer(page, '7-lien-refuse');

    // Standard transmise d'emblée sur une déclaration incomplète (la démonstration est complète : son type de
    // chauffage est effacé ici) : le refus du serveur est dit champ par champ, avec l'étape de chacun ; rien n'est écrit.
    const [, , incomplete] = await coproprietesDuSyndic(3);
    await executerSql(
      `UPDATE declaration SET type_chauffage = NULL
       WHERE id = (SELECT id_declaration_courante FROM copropriete WHERE id = $1)`,
      [incomplete!.id],
    );
    await page.goto(`/immatriculer-copropriete/recapitulatif?copropriete=${incomplete!.id}&maj=STANDARD`);
    await etapeAffichee(page, 'Récapitulatif');
    await expect(
      page.getByText("Aucune donnée n'a changé depuis la dernière déclaration validée."),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Transmettre la mise à jour' }).click();
    const refus = page.locator('.fr-alert--error').filter({
      hasText: 'La mise à jour ne peut pas encore être transmise',
    });
    await expect(refus).toContainText(
      'Données techniques — Type de chauffage : Le type de chauffage est obligatoire.',
    );
    // Une seule alerte : l'erreur générale du formulaire ne répète pas le détail.
    await expect(page.locator('.fr-alert--error')).toHaveCount(1);
    await verifierAccessibilite(page);
    await capturer(page, '8-standard-refusee');
    const [compte] = await executerSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM declaration WHERE id_copropriete = $1 AND type_maj = 'STANDARD'`,
      [incomplete!.id],
    );
    expect(compte?.n).toBe(0);
  });
});
