import { readFile } from 'node:fs/promises';
import {
  dernierCourriel,
  executerSql,
  expect,
  seConnecter,
  test,
  verifierAccessibilite,
} from '../fixtures/base';
import { coproprieteRattachee, dateTexte, PDF_MINIMAL } from '../fixtures/donnees-demo';
import { envoyerEnConfirmant, repondre } from '../fixtures/parcours-declaration';

// Issue 11 §1, §2 (ADR 0300) : le syndic B (professionnel de démonstration) demande à se rattacher à une
// copropriété tenue par le syndic A (bénévole de démonstration) : le numéro saisi sous sa forme à tirets est
// contrôlé, la demande devient une contestation, le mandat et son contrat PDF partent en multipart ; A est prévenu
// par courriel ; le teneur ouvre la contestation au guichet et la valide (ADR 0301). Axe à chaque écran.

const SYNDIC_A = 'demo.benevole.admin@registre.local';
const SYNDIC_B = 'demo.pro.admin@registre.local';
const AGENCE_MEME_ENTREPRISE = 'demo.pro.agence@registre.local';
const TENEUR = 'demo.teneur.admin@registre.local';
const TENEUR_HOTLINE = 'demo.teneur.hotline@registre.local';

test.describe('rattachement et contestation', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.setTimeout(180_000);

  test('B conteste le rattachement de A avec un contrat PDF ; A est prévenu ; le teneur valide', async ({
    page,
    request,
  }) => {
    // Une copropriété rattachée à A sans demande en attente (la plus ancienne : les autres tests prennent les
    // plus récentes).
    const copro = await coproprieteRattachee(SYNDIC_A, { ordre: 'ASC', rang: 0 });
    const { numero, numeroAffiche, email } = copro;

    await seConnecter(page, SYNDIC_B);
    await page.goto('/rattacher-une-copropriete');
    await expect(page.getByRole('heading', { level: 1, name: 'Rattacher une copropriété' })).toBeVisible();
    await verifierAccessibilite(page);

    // Numéro inconnu : message de spec 2 §8 sur le champ, on reste sur l'écran.
    await page.getByLabel("Numéro d'immatriculation de la copropriété").fill('ZZ9-999-998');
    await page.getByRole('button', { name: 'Vérifier le numéro' }).click();
    await expect(page.getByText("Ce numéro d'immatriculation n'est pas reconnu.")).toBeVisible();
    await verifierAccessibilite(page);

    // Numéro de A sous sa forme à tirets : la demande sera une contestation.
    await page.getByLabel("Numéro d'immatriculation de la copropriété").fill(numeroAffiche);
    await page.getByRole('button', { name: 'Vérifier le numéro' }).click();
    await expect(page.getByText(/votre demande sera une contestation de ce rattachement/)).toBeVisible();

    const debut = new Date();
    debut.setDate(debut.getDate() - 10);
    const fin = new Date(debut);
    fin.setFullYear(fin.getFullYear() + 1);
    await repondre(page, /administrateur provisoire/, 'Non');
    await page.getByLabel('Date de début du mandat').fill(dateTexte(debut));
    await page.getByLabel('Date de fin du mandat').fill(dateTexte(fin));
    await page.getByText('Contrat de syndic', { exact: true }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'contrat-syndic.pdf',
      mimeType: 'application/pdf',
      buffer: PDF_MINIMAL,
    });
    await page.getByLabel(/Motif de la contestation/).fill('Élus syndic à la dernière assemblée générale.');
    await page.getByText('Je suis syndic provisoire de cette copropriété').click();
    await verifierAccessibilite(page);
    await page.getByRole('button', { name: 'Transmettre la contestation' }).click();
    await expect(page.getByText('Demande transmise')).toBeVisible();
    await expect(page.getByText(/le syndic en place en est informé/)).toBeVisible();
    await verifierAccessibilite(page);

    // Le mandat demandé attend le teneur, avec son contrat ; A a reçu le courriel de la contestation.
    const [mandat] = await executerSql<{
      statut: string;
      contestation: boolean;
      syndic_provisoire: boolean;
      nom: string;
    }>(
      `SELECT m.statut, m.contestation, m.syndic_provisoire, d.nom FROM mandat m JOIN document d ON d.id = m.id_document
       WHERE m.id_copropriete = $1 ORDER BY m.id DESC LIMIT 1`,
      [copro.id],
    );
    expect(mandat).toEqual({
      statut: 'A_VALIDER',
      contestation: true,
      syndic_provisoire: true,
      nom: 'contrat-syndic.pdf',
    });
    expect(await dernierCourriel(request, email)).toMatch(/contest/);

    // Le teneur trouve la contestation dans la liste du guichet (filtre par type), l'ouvre (verrou), lit les deux
    // mandats et la valide.
    await page.context().clearCookies();
    await seConnecter(page, TENEUR);
    await page.goto('/validations');
    await page.getByLabel('Type de demande').selectOption('CONTESTATION');
    await expect(page).toHaveURL(/type=CONTESTATION/);
    const ligne = page.getByRole('row').filter({ hasText: numero });
    await expect(ligne).toContainText('Contestation de rattachement');
    await ligne.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/validations/rattachement/${copro.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Demande de rattachement' })).toBeVisible();
    await expect(page.getByText('Contestation de rattachement')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mandat en place' })).toBeVisible();
    await expect(page.getByText(/Élus syndic à la dernière assemblée/)).toBeVisible();
    await expect(page.getByText('Le demandeur est syndic provisoire de la copropriété.')).toBeVisible();
    await verifierAccessibilite(page);
    // Le teneur lit le contrat déposé avant de décider (ADR 0350) : lien de téléchargement DSFR, PDF tel quel.
    const contrat = page
      .getByRole('region', { name: 'Mandat demandé' })
      .getByRole('link', { name: /contrat-syndic\.pdf/ });
    await expect(contrat).toHaveClass(/fr-link--download/);
    await expect(contrat).toContainText('PDF');
    const telechargement = page.waitForEvent('download');
    await contrat.click();
    const pdf = await telechargement;
    expect(pdf.suggestedFilename()).toBe('contrat-syndic.pdf');
    expect(Buffer.compare(await readFile(await pdf.path()), PDF_MINIMAL)).toBe(0);
    await page.getByRole('button', { name: 'Refuser la demande' }).click();
    await expect(page.getByText(/Précisez la raison du refus/)).toBeVisible();
    await page.getByRole('button', { name: 'Valider la demande' }).click();
    await expect(page).toHaveURL(/\/validations$/);
    await expect(page.getByText('Demande validée')).toBeVisible();
    const [apres] = await executerSql<{ etat: string; login: string }>(
      `SELECT c.etat, a.login FROM copropriete c JOIN compte a ON a.id_teledeclarant = c.id_teledeclarant_courant
       WHERE c.id = $1 AND a.login = $2`,
      [copro.id, SYNDIC_B],
    );
    expect(apres).toEqual({ etat: 'IMMATRICULEE_RATTACHEE', login: SYNDIC_B });
    expect(await dernierCourriel(request, email)).toMatch(/n’est plus le représentant légal/);
  });

  test('une agence de la même entreprise reprend le mandat de l’établissement en place (/edit) ; un mandat faux renvoie à l’accueil', async ({
    page,
  }) => {
    // Une copropriété tenue par le syndic professionnel (siège) ; l'agence a le même SIREN.
    const copro = await coproprieteRattachee(SYNDIC_B, { ordre: 'DESC', rang: 3, mandatCourant: true });
    await seConnecter(page, AGENCE_MEME_ENTREPRISE);
    await page.goto('/rattacher-une-copropriete');
    await page.getByLabel("Numéro d'immatriculation de la copropriété").fill(copro.numeroAffiche);
    await page.getByRole('button', { name: 'Vérifier le numéro' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/rattacher-une-copropriete/edit\\?numero=${copro.numero}&idMandat=${copro.idMandat}$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Rattacher une copropriété de votre entreprise',
    );
    await expect(page.getByText(/tenue par un autre établissement de votre entreprise/)).toBeVisible();
    // Le mandat en place est repris : ses dates sont déjà saisies.
    const enTexte = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');
    await expect(page.getByLabel('Date de début du mandat')).toHaveValue(enTexte(copro.debut));
    await expect(page.getByLabel('Date de fin du mandat')).toHaveValue(enTexte(copro.fin));
    await verifierAccessibilite(page);
    await repondre(page, /administrateur provisoire/, 'Non');
    await page.getByText('Contrat de syndic', { exact: true }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'contrat-agence.pdf',
      mimeType: 'application/pdf',
      buffer: PDF_MINIMAL,
    });
    // Un mandat repris qui ne dure pas 12 mois demande, au premier envoi, la confirmation de ses dates (spec 2 §5.3).
    await envoyerEnConfirmant(
      page,
      () => page.getByRole('button', { name: /^Transmettre/ }).click(),
      page.getByText('Demande transmise'),
    );
    const [mandat] = await executerSql<{ statut: string; raison: string }>(
      `SELECT m.statut, t.raison_sociale AS raison FROM mandat m JOIN teledeclarant t ON t.id = m.id_teledeclarant
       WHERE m.id_copropriete = $1 ORDER BY m.id DESC LIMIT 1`,
      [copro.id],
    );
    expect(mandat).toEqual({ statut: 'A_VALIDER', raison: 'SYNDIC DES QUAIS — AGENCE DE LYON' });

    // Une adresse dont le mandat n'est pas celui de la copropriété : retour à l'accueil, message de spec 2 §8.
    await page.goto(`/rattacher-une-copropriete/edit?numero=${copro.numero}&idMandat=1`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Rattachement impossible')).toBeVisible();
  });

  test('rattachement par un administrateur provisoire : badge au guichet, le teneur l’affecte à un autre teneur', async ({
    page,
  }) => {
    // Une copropriété à rattacher créée pour ce test (numéro propre au passage).
    const numero = `ZX${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const [copro] = await executerSql<{ id: number }>(
      `INSERT INTO copropriete (etat, nom, numero_immatriculation, code_postal)
       VALUES ('IMMATRICULEE_A_RATTACHER', 'Provisoire e2e', $1, '13001') RETURNING id`,
      [numero],
    );
    const [teneurB] = await executerSql<{ nom: string }>('SELECT nom FROM compte WHERE login = $1', [
      TENEUR_HOTLINE,
    ]);

    await seConnecter(page, SYNDIC_B);
    await page.goto('/rattacher-une-copropriete');
    await page.getByLabel("Numéro d'immatriculation de la copropriété").fill(numero);
    await page.getByRole('button', { name: 'Vérifier le numéro' }).click();
    const debut = new Date();
    debut.setDate(debut.getDate() - 10);
    const fin = new Date(debut);
    fin.setFullYear(fin.getFullYear() + 1);
    await repondre(page, /administrateur provisoire/, 'Oui');
    await page.getByLabel('Date de début du mandat').fill(dateTexte(debut));
    await page.getByLabel('Date de fin du mandat').fill(dateTexte(fin));
    await page.getByText('Ordonnance de nomination', { exact: true }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'ordonnance.pdf',
      mimeType: 'application/pdf',
      buffer: PDF_MINIMAL,
    });
    await page.getByRole('button', { name: /Transmettre/ }).click();
    await expect(page.getByText('Demande transmise')).toBeVisible();

    // Le teneur ouvre la demande : le rattachement provisoire est signalé ; il l'affecte à un autre teneur.
    await page.context().clearCookies();
    await seConnecter(page, TENEUR);
    await page.goto(`/validations/rattachement/${copro!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Demande de rattachement' })).toBeVisible();
    await expect(page.getByText('Rattachement provisoire')).toBeVisible();
    await expect(page.getByText(/administrateur provisoire de la copropriété/)).toBeVisible();
    await verifierAccessibilite(page);
    await page.getByRole('button', { name: 'Affecter à un teneur' }).click();
    const modale = page.getByRole('dialog', { name: 'Affecter la demande à un teneur' });
    await expect(modale).toBeVisible();
    const choix = modale.getByLabel('Teneur');
    const valeur = await choix.locator('option', { hasText: teneurB!.nom }).getAttribute('value');
    await choix.selectOption(valeur!);
    await modale.getByLabel("Raison de l'affectation").fill('Ordonnance à vérifier par l’assistance.');
    await verifierAccessibilite(page);
    await modale.getByRole('button', { name: 'Affecter' }).click();
    await expect(page).toHaveURL(/\/validations$/);
    await expect(page.getByText('Affectation effectuée')).toBeVisible();
    const [apres] = await executerSql<{ statut: string; login: string }>(
      `SELECT m.statut, a.login FROM mandat m
       JOIN verrou_validation v ON v.objet = 'MANDAT' AND v.id_objet = m.id
       JOIN compte a ON a.id = v.id_compte
       WHERE m.id_copropriete = $1 AND m.admin_provisoire`,
      [copro!.id],
    );
    expect(apres).toEqual({ statut: 'VALIDATION_EN_COURS', login: TENEUR_HOTLINE });
  });
});
