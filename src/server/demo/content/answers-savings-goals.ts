/** Answer banks of the savings goals study: persona k's line for each task, in English and the Spanish spoken by ES participants. */
import { chose, observed, say, scored } from "./task-builders";
import type { AnswerContent } from "./types";

export const savingsGoalsAnswers = {
  create: [
    observed(38, "COMPLETED", [
      "Savings, new goal, holiday, fifteen hundred, by July, done.",
      "Ahorros, nueva meta, vacaciones, mil quinientos, para julio, listo.",
    ]),
    observed(74, "WITH_DIFFICULTY", [
      "I'm looking under payments, no, it's hidden under the plus button.",
      "Busco en pagos, no, está escondido debajo del botón de más.",
    ]),
    observed(45, "COMPLETED", [
      "New goal, I'll add a beach photo, fifteen hundred, monthly transfer, great.",
      "Nueva meta, pongo una foto de playa, mil quinientos, transferencia mensual, genial.",
    ]),
    observed(120, "FAILED", [
      "I can't find where to make a goal, I only see my accounts here.",
      "No encuentro dónde crear una meta, aquí solo veo mis cuentas.",
    ]),
    observed(41, "COMPLETED", [
      "Here, savings goals, holiday, amount, date, and confirm.",
      "Aquí, metas de ahorro, vacaciones, importe, fecha, y confirmar.",
    ]),
    observed(56, "WITH_DIFFICULTY", [
      "It wants a monthly amount, I'd rather just save when I can, skip.",
      "Me pide una cantidad mensual, prefiero ahorrar cuando pueda, lo salto.",
    ]),
    observed(33, "COMPLETED", [
      "Quick, the holiday template already has a suitcase icon, fifteen hundred, done.",
      "Rápido, la plantilla de vacaciones ya tiene un icono de maleta, mil quinientos, listo.",
    ]),
    observed(68, "WITH_DIFFICULTY", [
      "The keyboard covers the save button, I have to close it first.",
      "El teclado tapa el botón de guardar, primero tengo que cerrarlo.",
    ]),
  ],
  ease: [
    scored(5, [
      "Five, it was quicker than setting an alarm on my phone.",
      "Cinco, fue más rápido que poner una alarma en el móvil.",
    ]),
    scored(3, [
      "Three, once I found it it was easy, but finding it wasn't.",
      "Tres, una vez que lo encontré fue fácil, pero encontrarlo no.",
    ]),
    scored(4, [
      "Four, the photo step is fun, the date picker was fiddly.",
      "Cuatro, lo de la foto es divertido, el calendario era un poco incómodo.",
    ]),
    scored(1, ["One, honestly, I didn't manage to do it.", "Uno, sinceramente, no lo conseguí."]),
    scored(4, [
      "Four, very clear, I'd just like to edit the amount afterwards.",
      "Cuatro, muy claro, solo me gustaría poder cambiar el importe después.",
    ]),
    scored(3, [
      "Three, it assumes I have a fixed income, and I don't.",
      "Tres, da por hecho que tengo ingresos fijos, y no es así.",
    ]),
    scored(5, [
      "Five, it's really well done, better than my old bank.",
      "Cinco, está muy bien hecho, mejor que mi banco anterior.",
    ]),
    scored(2, ["Two, small things kept getting in the way.", "Dos, pequeñas cosas me iban estorbando."]),
  ],
  progress: [
    say([
      "The ring is how far I am, it's about a third full.",
      "El anillo es lo que llevo, está más o menos a un tercio.",
    ]),
    say([
      "I guess the ring is time left? Or money? I'm not sure.",
      "¿Supongo que el anillo es el tiempo que queda? ¿O el dinero? No lo tengo claro.",
    ]),
    say([
      "It shows I'm on track, green means good, I like that.",
      "Muestra que voy bien, verde significa bien, eso me gusta.",
    ]),
    say([
      "No idea what the ring means, there's no label on it.",
      "Ni idea de qué significa el anillo, no tiene ninguna etiqueta.",
    ]),
    say([
      "The ring fills up as I save, and the date underneath says when I'm done.",
      "El anillo se llena según ahorro, y la fecha de abajo dice cuándo termino.",
    ]),
    say([
      "The ring is my progress, but the percentage is tiny and hard to read.",
      "El anillo es mi progreso, pero el porcentaje es diminuto y cuesta leerlo.",
    ]),
    say(["Clear, the ring is how much I've saved of the total.", "Claro, el anillo es cuánto he ahorrado del total."]),
    say([
      "The ring shows progress, though I expected a simple bar.",
      "El anillo muestra el progreso, aunque esperaba una barra sencilla.",
    ]),
  ],
  motivators: [
    chose(
      [0, 3],
      [
        "Round-ups and bonus interest, money I don't notice is the best money.",
        "El redondeo y el interés extra, el dinero que no noto es el mejor.",
      ],
    ),
    chose(
      [1],
      ["Weekly reminders, otherwise I'd just forget about it.", "Recordatorios semanales, si no, me olvidaría."],
    ),
    chose(
      [2, 4],
      [
        "Shared goals with my partner, and a little celebration when we hit half.",
        "Metas compartidas con mi pareja, y una pequeña celebración cuando lleguemos a la mitad.",
      ],
    ),
    chose(
      [3],
      [
        "Only bonus interest, reminders would just annoy me.",
        "Solo el interés extra, los recordatorios me molestarían.",
      ],
    ),
    chose(
      [0, 1, 3],
      [
        "Round-ups, reminders and bonus interest, I need all the help I can get.",
        "Redondeo, recordatorios e interés extra, necesito toda la ayuda posible.",
      ],
    ),
    chose(
      [0, 4],
      [
        "Round-ups, and small celebrations, I like it to feel a bit like a game.",
        "El redondeo y pequeñas celebraciones, me gusta que sea un poco como un juego.",
      ],
    ),
    chose(
      [2],
      [
        "Shared goals, my sister and I are saving for a trip.",
        "Metas compartidas, mi hermana y yo ahorramos para un viaje.",
      ],
    ),
    chose(
      [1, 3],
      [
        "Reminders and bonus interest, that would get me saving regularly.",
        "Recordatorios e interés extra, eso me haría ahorrar con regularidad.",
      ],
    ),
  ],
  trust: [
    say([
      "Lumen is my main bank already, so I trust it with savings too.",
      "Lumen ya es mi banco principal, así que también le confío mis ahorros.",
    ]),
    say([
      "Show me clearly that I can take the money out any time.",
      "Que me muestren claramente que puedo sacar el dinero cuando quiera.",
    ]),
    say([
      "A clear overview of fees, even if there are none.",
      "Un resumen claro de las comisiones, aunque no haya ninguna.",
    ]),
    say([
      "Fewer hidden menus, if I can't find things I start to worry.",
      "Menos menús escondidos, si no encuentro las cosas me empiezo a preocupar.",
    ]),
    say([
      "Seeing that my deposits are guaranteed would reassure me.",
      "Ver que mis depósitos están garantizados me daría tranquilidad.",
    ]),
    say(["Being able to pause a goal without any penalty.", "Poder pausar una meta sin ninguna penalización."]),
    say(["Nothing more, I already use it every day.", "Nada más, ya la uso todos los días."]),
    say(["A human I can call if something goes wrong.", "Una persona a la que pueda llamar si algo sale mal."]),
  ],
} satisfies Record<string, readonly AnswerContent[]>;
