import type { Page } from '@playwright/test';
import { creerDeclarationRepository } from '../../server/dist/repositories/declaration.repository.js';
import { applicationE2E } from '../fixtures/application';
import { executerSql, expect, seConnecter, test, verifierAccessibilite } from '../fixtures/base';
import {
  capturer as capturerPage,
  etapeAffichee,
  repondre,
  repondreProceduresSansArrete,
} from '../fixtures/parcours-declaration';

/** Texte pris tel quel dans une expression régulière (noms avec parenthèses). */
const motif = (texte: string) => texte.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Issue 8 : un syndic bénévole immatricule une copropriété pas à pas (stepper DSFR), quitte à mi-chemin et
// reprend son brouillon sur un autre appareil, voit l'étape « doublons » quand une copropriété quasi identique
// existe, puis transmet sa demande. Chaque étape est vérifiée par axe et photographiée à 1280 et 991 px.

/** Captures de l'étape affichée aux deux largeurs de la consigne (991 px : sous le seuil de 992 px). */
const capturer = (page: Page, nom: string) => capturerPage(page, 'immatriculation', nom);

/** Un PDF minimal réel (signature %PDF), comme justificatif du mandat. */
function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/**
 * Copropriété déjà déposée au registre (demande à valider) au 2 rue de Rivoli, sur la parcelle 75104 AB 10,
 * créée par le dépôt des déclarations de l'application : celle que l'on déclare lui ressemble.
 */
async function creerCoproprieteExistante(nom: string): Promise<void> {
  await applicationE2E(({ db }) =>
    db.transaction(async (tx) => {
      const depot = creerDeclarationRepository(tx);
      const idCopropriete = await depot.creerCopropriete({
        etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
        nom,
      });
      await depot.creer({
        idCopropriete,
        statut: 'A_VALIDER',
        typeImmat: 'DEFAULT',
        idTeledeclarant: null,
        idCompteDeclarant: null,
        contenu: {
          immatCopropriete: {
            identification: {
              nomCopropriete: nom,
              adressePrincipale: {
                numeroVoie: '2',
                voie: 'Rue de Rivoli',
                codePostal: '75004',
                commune: 'Paris',
                codeInsee: '75104',
                libelle: '2 Rue de Rivoli 75004 Paris',
                latitude: 48.8553,
                longitude: 2.36022,
                geolocalisee: true,
              },
              parcelle: [
                { codeInsee: '75104', prefixe: '000', section: 'AB', numero: '0010', geolocalisee: true },
              ],
            },
            donneesTechniques: { nbBatimentsTotal: 2 },
          },
        },
      });
    }),
  );
}

function dateTexte(date: Date): string {
  return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
}

test.describe('immatriculation d’une copropriété par un syndic bénévole', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.setTimeout(420_000);

  test('saisie pas à pas, brouillon repris sur un autre appareil, doublons, dépôt', async ({
    page,
    browser,
  }) => {
    const marque = `${Date.now()}`.slice(-6);
    const nom = `Résidence Tilleuls ${marque}`;
    const existante = `Résidence Rivoli ${marque}`;
    await creerCoproprieteExistante(existante);
    const debut = new Date();
    debut.setMonth(debut.getMonth() - 2);
    const fin = new Date(debut);
    fin.setMonth(fin.getMonth() + 18);

    await seConnecter(page, 'demo.benevole.admin@registre.local');
    await page
      .getByRole('link', { name: /Immatriculer une copropriété/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/immatriculer-copropriete$/);
    await verifierAccessibilite(page);
    await page.getByRole('link', { name: 'Commencer une nouvelle déclaration' }).click();

    // 1. Informations de rattachement : un mandat de 18 mois demande confirmation (ADR 0100).
    await etapeAffichee(page, 'Informations de rattachement');
    await repondre(page, /administrateur provisoire/, 'Non');
    await page.getByLabel('Date de début du mandat').fill(dateTexte(debut));
    await page.getByLabel('Date de fin du mandat').fill(dateTexte(fin));
    await page.getByText('Contrat de syndic', { exact: true }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'contrat-syndic.pdf',
      mimeType: 'application/pdf',
      buffer: pdf(),
    });
    await verifierAccessibilite(page);
    await capturer(page, '1-infos-rattachement');
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await expect(page.getByText(/La durée du mandat est différente de 12/)).toBeVisible();
    await page.getByText('Je confirme cette information').click();
    await verifierAccessibilite(page);
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();

    // 2. Identification : erreurs du domaine au champ touché, puis saisie complète.
    await etapeAffichee(page, 'Identification de la copropriété');
    await expect(page).toHaveURL(/\/immatriculer-copropriete\/identification\?.*id=\d+/);
    await page.getByLabel(/^Nom de la copropriété/).fill(nom);
    await page.getByLabel(/^Date du règlement de copropriété/).fill('12/03/2019');
    await page.getByLabel(/^Date du règlement de copropriété/).blur();
    await expect(page.locator('form').getByText(/doit être antérieure au 01\/01\/2017/)).toBeVisible();
    await page.getByLabel(/^Date du règlement de copropriété/).fill('12/03/1985');
    await repondre(page, /syndicat principal/, 'Oui');
    await repondre(page, /résidence-services/, 'Non');
    await repondre(page, /syndicat est-il coopératif/, 'Non');
    await page.getByLabel(/^Nombre total de lots/).fill('40');
    await page.getByLabel(/^Nombre de lots à usage d'habitation, de bureaux/).fill('30');
    await page.getByLabel(/^Nombre de lots à usage d'habitation\s*De 1/).fill('31');
    await page.getByLabel(/^Nombre de lots de stationnement/).fill('5');
    await page.getByLabel(/^Nombre de lots de stationnement/).blur();
    await expect(
      page
        .locator('form')
        .getByText(/ne peut pas dépasser le nombre de lots à usage d'habitation, de bureaux/),
    ).toBeVisible();
    await page.getByLabel(/^Nombre de lots à usage d'habitation\s*De 1/).fill('28');
    // Adresse de référence : une seule réponse qui correspond exactement, choisie directement (spec 1 §4).
    await page.getByRole('combobox', { name: /^Adresse de référence/ }).fill('2 Rue de Rivoli 75004 Paris');
    await page.getByRole('button', { name: 'Localiser l’adresse' }).first().click();
    await expect(page.getByText(/Adresse géolocalisée/).first()).toBeVisible();
    // Adresse complémentaire : une réponse qui ne correspond pas exactement ouvre la fenêtre de choix.
    await page.getByRole('button', { name: 'Ajouter une adresse complémentaire' }).click();
    await page.getByRole('combobox', { name: /^Adresse complémentaire 1/ }).fill('4 Rue de Rivoli');
    await page.getByRole('button', { name: 'Localiser l’adresse' }).nth(1).click();
    const fenetre = page.getByRole('dialog', { name: 'Choisir l’adresse géolocalisée' });
    await expect(fenetre).toBeVisible();
    await verifierAccessibilite(page);
    await capturer(page, '2-identification-fenetre-adresse');
    await fenetre.getByText('4 Rue de Rivoli 75004 Paris').click();
    await fenetre.getByRole('button', { name: 'Choisir cette adresse' }).click();
    await expect(fenetre).toBeHidden();
    await expect(page.getByRole('combobox', { name: /^Adresse complémentaire 1/ })).toHaveValue(
      '4 Rue de Rivoli 75004 Paris',
    );
    // Parcelle cadastrale vérifiée au cadastre local.
    await page.getByLabel(/^Code postal/).fill('75004');
    await page.getByLabel(/^Section/).fill('AB');
    await page.getByLabel(/^Numéro de parcelle/).fill('10');
    await page.getByRole('button', { name: 'Vérifier et ajouter la parcelle' }).click();
    await expect(page.getByRole('list', { name: 'Parcelles saisies' })).toContainText('section AB');
    await verifierAccessibilite(page);
    await capturer(page, '2-identification');
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();

    // 3. Procédures, puis « Enregistrer le brouillon et quitter » à mi-chemin.
    await etapeAffichee(page, 'Procédures administratives et judiciaires');
    await repondre(page, /arrêté de mise en sécurité/, 'Non');
    await repondre(page, /arrêté de péril/, 'Oui');
    await page.getByLabel(/^Date de l'arrêté n° 1/).fill('10/10/2020');
    await repondre(page, /arrêté d'insalubrité/, 'Non');
    await repondre(page, /sécurité \?/, 'Non');
    await repondre(page, /mandataire ad hoc/, 'Non');
    await repondre(page, /ordonnance de carence/, 'Non');
    await verifierAccessibilite(page);
    await capturer(page, '3-procedures');
    await page.getByRole('button', { name: 'Enregistrer le brouillon et quitter' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByText('Brouillon enregistré')).toBeVisible();

    // 4. Sur un autre appareil : le brouillon se reprend exactement.
    const autre = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
    // Sur cet autre appareil aussi, les cookies ont déjà été refusés (comme le fait la fixture de base).
    await autre.addInitScript(() => {
      localStorage.setItem(
        'registre.consentement-cookies',
        JSON.stringify({ accepte: false, le: Date.now() }),
      );
    });
    const page2 = await autre.newPage();
    await seConnecter(page2, 'demo.benevole.admin@registre.local');
    // La connexion doit aboutir avant d'ouvrir le parcours (sinon la page protégée renvoie à la connexion).
    await expect(page2.getByRole('button', { name: 'Se déconnecter' }).first()).toBeVisible();
    await page2.goto('/immatriculer-copropriete');
    await page2.getByRole('link', { name: new RegExp(`Reprendre le brouillon ${nom}`) }).click();
    // Reprise à la première étape incomplète (ADR 0175) : mandat, identification et procédures sont remplis.
    await etapeAffichee(page2, 'Données financières');
    await expect(page2).toHaveURL(/\/immatriculer-copropriete\/donnees-financieres\?id=\d+$/);
    const idBrouillon = new URL(page2.url()).searchParams.get('id');
    // Une étape nommée dans l'adresse est respectée : on revient relire le brouillon depuis le début.
    await page2.goto(`/immatriculer-copropriete/infos-rattachement?id=${idBrouillon}`);
    await etapeAffichee(page2, 'Informations de rattachement');
    await expect(page2.getByLabel('Date de fin du mandat')).toHaveValue(dateTexte(fin));
    await expect(page2.getByTestId('justificatif-depose')).toContainText('contrat-syndic.pdf');
    await expect(page2.getByText('Je confirme cette information')).toHaveCount(0);
    await page2.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    // Le brouillon repris n'a pas gardé la confirmation : la durée du mandat se confirme de nouveau.
    await page2.getByText('Je confirme cette information').click();
    await page2.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await etapeAffichee(page2, 'Identification de la copropriété');
    await expect(page2.getByLabel(/^Nom de la copropriété/)).toHaveValue(nom);
    await expect(page2.getByLabel(/^Nombre de lots à usage d'habitation\s*De 1/)).toHaveValue('28');
    await expect(page2.getByRole('combobox', { name: /^Adresse de référence/ })).toHaveValue(
      '2 Rue de Rivoli 75004 Paris',
    );
    await expect(page2.getByRole('combobox', { name: /^Adresse complémentaire 1/ })).toHaveValue(
      '4 Rue de Rivoli 75004 Paris',
    );
    await expect(page2.getByRole('list', { name: 'Parcelles saisies' })).toContainText('section AB');
    await page2.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await etapeAffichee(page2, 'Procédures administratives et judiciaires');
    await expect(page2.getByLabel(/^Date de l'arrêté n° 1/)).toHaveValue('10/10/2020');
    await page2.getByRole('button', { name: 'Enregistrer et continuer' }).click();

    // 5. Données financières : une règle du domaine refuse, la correction passe.
    await etapeAffichee(page2, 'Données financières');
    await repondre(page2, /premier exercice comptable/, 'Non');
    await page2.getByLabel(/^Date de début de l'exercice comptable/).fill('01/01/2024');
    await page2.getByLabel(/^Date de clôture des comptes/).fill('31/12/2024');
    await page2.getByLabel(/^Date de l'assemblée générale/).fill('15/04/2025');
    await page2.getByLabel(/^Charges pour opérations courantes/).fill('80 000');
    await page2.getByLabel(/^Charges pour travaux et opérations exceptionnelles/).fill('5000');
    await page2.getByLabel(/^Dettes fournisseurs/).fill('1200,50');
    await page2.getByLabel(/^Montant des impayés des copropriétaires/).fill('3000');
    await page2.getByLabel(/^Nombre de copropriétaires débiteurs/).fill('11');
    await page2.getByLabel(/^Montant du fonds de travaux/).fill('4000');
    await repondre(page2, /emploie-t-il du personnel/, 'Non');
    await page2.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await expect(page2.getByTestId('resume-erreurs')).toBeFocused();
    await expect(page2.locator('form').getByText(/soit au moins 3\s300\s€/)).toBeVisible();
    await page2.getByLabel(/^Nombre de copropriétaires débiteurs/).fill('2');
    await verifierAccessibilite(page2);
    await capturer(page2, '4-donnees-financieres');
    await page2.getByRole('button', { name: 'Enregistrer et continuer' }).click();

    // 6. Données techniques : chauffage collectif, énergie demandée ; plan pluriannuel de travaux.
    await etapeAffichee(page2, 'Données techniques');
    await page2.getByLabel(/^Nombre total de bâtiments/).fill('2');
    await page2.getByLabel(/^Période de construction/).selectOption({ label: 'De 1975 à 1993' });
    await page2.getByLabel(/^Type de chauffage/).selectOption({ label: 'Collectif' });
    await repondre(page2, /réseau de chaleur urbain/, 'Non');
    await page2.getByLabel(/^Énergie du chauffage collectif/).selectOption({ label: 'Gaz naturel' });
    await page2.getByLabel(/^Étiquette D/).fill('2');
    await repondre(page2, /inscrit à l'ordre du jour/, 'Oui');
    await repondre(page2, /plan pluriannuel de travaux a-t-il été adopté/, 'Non');
    await verifierAccessibilite(page2);
    await capturer(page2, '5-donnees-techniques');
    await page2.getByRole('button', { name: 'Enregistrer et continuer' }).click();

    // 7. Récapitulatif lisible, puis dépôt : une copropriété quasi identique existe → étape « doublons ».
    await etapeAffichee(page2, 'Récapitulatif');
    const recapitulatif = page2.getByRole('main');
    await expect(recapitulatif).toContainText(nom);
    await expect(recapitulatif).toContainText('2 Rue de Rivoli 75004 Paris');
    await expect(recapitulatif).toContainText('Gaz naturel');
    await verifierAccessibilite(page2);
    await capturer(page2, '6-recapitulatif');
    await page2.getByRole('button', { name: 'Transmettre ma demande' }).click();
    await etapeAffichee(page2, 'Copropriétés similaires');
    const doublons = page2.getByRole('table', { name: /Copropriétés similaires/ });
    await expect(doublons).toContainText(existante);
    await expect(doublons).toContainText('parcelle commune');
    await verifierAccessibilite(page2);
    await capturer(page2, '7-doublons');
    await page2.getByRole('button', { name: 'Transmettre ma demande malgré les ressemblances' }).click();
    await expect(page2).toHaveURL(/localhost:\d+\/$/);
    await expect(page2.getByText(/transmise/i).first()).toBeVisible();

    // 8. La demande déposée n'est plus un brouillon : elle a quitté la liste « Mes brouillons ».
    await page2.goto('/immatriculer-copropriete');
    await expect(page2.getByRole('heading', { name: 'Mes brouillons' })).toBeVisible();
    await expect(page2.getByText('Chargement de vos brouillons…')).toHaveCount(0);
    await expect(page2.getByRole('link', { name: new RegExp(`Reprendre le brouillon ${nom}`) })).toHaveCount(
      0,
    );

    // 9. Le syndic retrouve sa demande dans la liste de ses copropriétés, à valider par le teneur.
    await page2.goto('/copropriete');
    await page2.getByLabel('Immatriculation ou nom').fill(nom);
    await page2.getByRole('button', { name: 'Rechercher' }).click();
    const ligne = page2.getByRole('table').locator('tbody tr').filter({ hasText: nom });
    await expect(ligne).toHaveCount(1);
    await expect(ligne).toContainText(/à valider/i);
    await verifierAccessibilite(page2);

    // 10. Il modifie sa demande encore à valider : elle redevient un brouillon, puis il la redépose (ADR 0173).
    await ligne.getByRole('link', { name: /^Modifier la demande/ }).click();
    await expect(page2.getByRole('heading', { level: 1 })).toContainText(
      "Modifier ma demande d'immatriculation",
    );
    await verifierAccessibilite(page2);
    await capturer(page2, '8-modifier-la-demande');
    await page2.getByRole('button', { name: 'Modifier ma demande' }).click();
    await etapeAffichee(page2, 'Identification de la copropriété');
    // Le parcours dit la modification de la demande, pas une nouvelle immatriculation (titres et fil d'Ariane).
    await expect(page2.getByRole('heading', { level: 1 })).toHaveText(
      `Modifier la demande d'immatriculation « ${nom} »`,
    );
    await expect(page2).toHaveTitle(
      new RegExp(`^Modifier la demande d'immatriculation «\\s${motif(nom)}\\s» - `),
    );
    const fil = page2.getByRole('navigation', { name: /vous êtes ici/i });
    await expect(fil).toContainText('Copropriétés');
    await expect(fil).not.toContainText('Immatriculer une copropriété');
    const nomModifie = `${nom} modifiée`;
    await page2.getByLabel(/^Nom de la copropriété/).fill(nomModifie);
    for (const suivante of [
      'Procédures administratives et judiciaires',
      'Données financières',
      'Données techniques',
      'Récapitulatif',
    ]) {
      await page2.getByRole('button', { name: 'Enregistrer et continuer' }).click();
      await etapeAffichee(page2, suivante);
    }
    await page2.getByRole('button', { name: 'Transmettre ma demande' }).click();
    // Les confirmations de la première saisie ne sont pas gardées : le serveur peut les redemander ici.
    const confirmation = page2.getByText('Je confirme cette information');
    await expect(
      page2
        .getByText(/transmise/i)
        .first()
        .or(confirmation.first()),
    ).toBeVisible();
    if (await confirmation.count()) {
      for (const c of await confirmation.all()) await c.click();
      await page2.getByRole('button', { name: 'Transmettre ma demande' }).click();
    }
    await expect(page2).toHaveURL(/localhost:\d+\/$/);
    const [modifiee] = await executerSql<{ statut: string; type_maj: string }>(
      `SELECT statut, type_maj FROM declaration WHERE nom_copropriete = $1`,
      [nomModifie],
    );
    expect(modifiee).toEqual({ statut: 'A_VALIDER', type_maj: 'MODIF_DEMANDE' });
    await autre.close();
  });
});

test.describe('immatriculation initiale par un notaire', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.setTimeout(300_000);

  test('le notaire immatricule une copropriété nouvelle et désigne un syndic bénévole successeur', async ({
    page,
  }) => {
    const nom = `Résidence Bellecour ${`${Date.now()}`.slice(-6)}`;
    await page.goto('/dev/simulateur-certificat');
    await page.getByText(/Maître Hélène Martin/).click();
    await page.getByRole('button', { name: 'Présenter ce certificat' }).click();
    await expect(
      page.getByText('Ce navigateur présente désormais le certificat fictif choisi.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Se connecter avec le certificat présenté' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);

    // Le notaire commence à l'identification (pas de mandat à déclarer) ; règlement de 2017 ou après.
    await page.goto('/immatriculer-copropriete/identification?immatriculationType=INITIALE');
    await etapeAffichee(page, 'Identification de la copropriété');
    await expect(page.locator('.fr-stepper__state')).toContainText('sur 5');
    await page.getByLabel(/^Nom de la copropriété/).fill(nom);
    await page.getByLabel(/^Date du règlement de copropriété/).fill('12/03/1985');
    await page.getByLabel(/^Date du règlement de copropriété/).blur();
    await expect(page.locator('form').getByText(/immatriculation initiale par le notaire/)).toBeVisible();
    await page.getByLabel(/^Date du règlement de copropriété/).fill('15/03/2019');
    await repondre(page, /syndicat principal/, 'Oui');
    await repondre(page, /résidence-services/, 'Non');
    await repondre(page, /syndicat est-il coopératif/, 'Non');
    await page
      .getByRole('combobox', { name: /^Adresse de référence/ })
      .fill('25 Rue de la République 69002 Lyon');
    await page.getByRole('button', { name: 'Localiser l’adresse' }).first().click();
    await expect(page.getByText(/Adresse géolocalisée/).first()).toBeVisible();
    await page.getByLabel(/^Code postal/).fill('69002');
    await page.getByLabel(/^Section/).fill('AB');
    await page.getByLabel(/^Numéro de parcelle/).fill('62');
    await page.getByRole('button', { name: 'Vérifier et ajouter la parcelle' }).click();
    await expect(page.getByRole('list', { name: 'Parcelles saisies' })).toContainText('section AB');
    await page.getByLabel(/^Nombre total de lots/).fill('12');
    await page.getByLabel(/^Nombre de lots à usage d'habitation, de bureaux/).fill('10');
    await page.getByLabel(/^Nombre de lots à usage d'habitation\s*De 1/).fill('10');
    await page.getByLabel(/^Nombre de lots de stationnement/).fill('2');
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();

    await etapeAffichee(page, 'Procédures administratives et judiciaires');
    await repondreProceduresSansArrete(page);
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();

    // Copropriété nouvelle : pas encore de données financières.
    await etapeAffichee(page, 'Données financières');
    await page.getByText('Je ne dispose pas des données financières du dernier exercice clos').click();
    await expect(page.getByLabel(/^Date de clôture des comptes/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();

    await etapeAffichee(page, 'Données techniques');
    await page.getByLabel(/^Nombre total de bâtiments/).fill('1');
    // Immeuble de 2019 : pas encore tenu au plan pluriannuel de travaux, ses questions ne sont pas posées.
    await page.getByLabel(/^Année de construction/).fill('2019');
    await page.getByLabel(/^Type de chauffage/).selectOption({ label: 'Individuel' });
    await expect(page.getByText(/ne concerne que les immeubles achevés depuis plus de 15 ans/)).toBeVisible();
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();

    // Récapitulatif : choix du syndic bénévole successeur, puis dépôt par le notaire.
    await etapeAffichee(page, 'Récapitulatif');
    await page.getByText('Syndic bénévole', { exact: true }).click();
    await page
      .getByLabel('Adresse électronique du syndic bénévole')
      .fill('demo.benevole.admin@registre.local');
    await page.getByRole('button', { name: 'Choisir ce successeur' }).click();
    await expect(page.getByText(/Successeur choisi/)).toBeVisible();
    await verifierAccessibilite(page);
    await page.getByRole('button', { name: 'Transmettre ma demande' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByText(/transmise/i).first()).toBeVisible();
  });
});
